import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import { FILE_LIMIT_REACHED } from '@yardwise/domain/forms/messages';
import { laterStepAnswersId } from '@yardwise/domain/laterSteps/answers';
import { SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import { AppRoutes } from '@web/app/router';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderOnboardRoute, SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { seedMedia } from '@web/ui/media/mediaTestHarness';
import { laterStepDraftKey } from '@web/ui/laterStepDrafts';
import { fileOfType } from '@web/ui/upload/testFiles';

const PLANS = '/onboard/plans';
const STATE_ID = onboardStateIdFor(SAMPLE_CLIENT_UID);
const ANSWERS_ID = laterStepAnswersId(SAMPLE_PROJECT_ID, 'plans');
const DRAFT_KEY = laterStepDraftKey(SAMPLE_CLIENT_UID, 'plans');
const MB = 1024 * 1024;

function planFile(fileName: string, fileType = 'application/pdf'): MediaDoc {
  return {
    userId: SAMPLE_CLIENT_UID,
    projectId: SAMPLE_PROJECT_ID,
    path: `media/${SAMPLE_CLIENT_UID}/plan-${fileName}`,
    originalFileName: fileName,
    fileType,
    uploadedAt: '2026-02-01T10:00:00.000Z',
    isDesignerVisible: true,
    isClientVisible: true,
    tag: 'plans',
    variant: 'plan',
    description: '',
    downloadURL: `https://files.example/${fileName}`,
  };
}

const seedPlans =
  (...names: string[]) =>
  (layer: MemoryDataLayer) =>
    seedMedia(
      layer,
      Object.fromEntries(names.map((name, index) => [`plan-${index + 1}`, planFile(name)])),
    );

async function openPlans(prepare?: (layer: MemoryDataLayer) => Promise<void>) {
  const view = await renderOnboardRoute(PLANS, prepare);
  await screen.findByRole('heading', { level: 1, name: 'Plans & Drawings' }, { timeout: 5000 });
  return view;
}

/** A file of the given size without holding its bytes (the checks read only its size). */
function sizedFile(name: string, type: string, size: number): File {
  const file = fileOfType(name, type);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const planMedia = (layer: MemoryDataLayer) =>
  layer.store.list('media').filter((doc) => doc.variant === 'plan');
const kindOf = (fileName: string) =>
  screen.getByRole('combobox', { name: `What is this file? ${fileName}` });
const noteOf = (fileName: string) =>
  screen.getByRole('textbox', { name: `Note (optional) ${fileName}` });
const saveButton = () => screen.getByRole('button', { name: 'Save and continue' });
const noneTick = () => screen.getByRole('checkbox', { name: "I don't have any" });
const uploadInput = () => screen.getByLabelText('Add plans and drawings', { selector: 'input' });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Plans & Drawings (/onboard/plans)', () => {
  it('takes PDF, JPEG and PNG up to 50 MB each, stored under the plans prefix', async () => {
    const view = await openPlans();
    expect(uploadInput()).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');

    await userEvent.upload(uploadInput(), [
      sizedFile('survey.pdf', 'application/pdf', 2 * MB),
      // Over a photo's 25 MB: a plan's scan may be up to 50 MB.
      sizedFile('plot-scan.jpg', 'image/jpeg', 40 * MB),
      sizedFile('huge.png', 'image/png', 50 * MB + 1),
    ]);

    await waitFor(() => expect(planMedia(view.dataLayer)).toHaveLength(2), { timeout: 5000 });
    expect(planMedia(view.dataLayer).map((doc) => [doc.originalFileName, doc.tag])).toEqual(
      expect.arrayContaining([
        ['survey.pdf', 'plans'],
        ['plot-scan.jpg', 'plans'],
      ]),
    );
    for (const doc of planMedia(view.dataLayer)) {
      expect(doc.path.startsWith(`media/${SAMPLE_CLIENT_UID}/plan-`)).toBe(true);
    }
    expect(
      screen.getByText('huge.png is too large. Files of this kind can be up to 50 MB.'),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Open survey.pdf' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('closes the upload control at 10 files', async () => {
    const names = Array.from({ length: 10 }, (_, index) => `plan-${index + 1}.pdf`);
    await openPlans(seedPlans(...names));
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    expect(screen.getByText(FILE_LIMIT_REACHED)).toBeVisible();
  });

  it('asks what each file is before saving, moving focus to the first to fix', async () => {
    const { user, dataLayer } = await openPlans(seedPlans('survey.pdf', 'hoa.pdf'));
    const call = vi.spyOn(dataLayer.commands, 'call');
    await user.selectOptions(kindOf('survey.pdf'), 'Survey or plot plan');

    await user.click(saveButton());

    expect(await screen.findByText('Please choose what this file is.')).toBeVisible();
    await waitFor(() => expect(kindOf('hoa.pdf')).toHaveFocus());
    expect(call).not.toHaveBeenCalledWith('savePlans', expect.anything());
  });

  it("saves each file's kind and note and continues to My Preferences", async () => {
    const { user, dataLayer, location } = await openPlans(seedPlans('survey.pdf', 'hoa.pdf'));
    expect(noneTick()).toBeDisabled();
    await user.selectOptions(kindOf('survey.pdf'), 'Survey or plot plan');
    await user.selectOptions(kindOf('hoa.pdf'), 'HOA guidelines');
    await user.type(noteOf('hoa.pdf'), ' Fences up to 6 ft. ');

    await user.click(saveButton());

    await waitFor(() => expect(location().pathname).toBe('/onboard/preferences'));
    expect(dataLayer.store.read('laterStepAnswers', ANSWERS_ID)?.answers).toEqual({
      files: [
        { mediaId: 'plan-1', kind: 'survey-or-plot-plan', note: '' },
        { mediaId: 'plan-2', kind: 'hoa-guidelines', note: 'Fences up to 6 ft.' },
      ],
      noneToShare: false,
    });
    expect(dataLayer.store.read('onboardStates', STATE_ID)).toMatchObject({
      laterSteps: { plans: 'complete' },
    });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('deletes a file only after asking', async () => {
    const { user, dataLayer } = await openPlans(seedPlans('survey.pdf'));
    await user.click(screen.getByRole('button', { name: 'Delete survey.pdf' }));
    expect(planMedia(dataLayer)).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(planMedia(dataLayer)).toHaveLength(0));
    expect(await screen.findByText('No files yet.')).toBeVisible();
    expect(noneTick()).toBeEnabled();
  });

  it('completes the step with "I don\'t have any"', async () => {
    const { user, dataLayer, location } = await openPlans();
    await user.click(noneTick());
    await user.click(saveButton());

    await waitFor(() => expect(location().pathname).toBe('/onboard/preferences'));
    expect(dataLayer.store.read('laterStepAnswers', ANSWERS_ID)?.answers).toEqual({
      files: [],
      noneToShare: true,
    });
  });

  it('keeps a chosen kind and a typed note through a reload until they are saved', async () => {
    const first = await openPlans(seedPlans('survey.pdf'));
    await first.user.selectOptions(kindOf('survey.pdf'), 'Existing plans');
    await first.user.type(noteOf('survey.pdf'), 'From 2019');
    await waitFor(() => expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('From 2019'));
    first.unmount();

    renderWithProviders(<AppRoutes />, { route: PLANS, dataLayer: first.dataLayer });
    await screen.findByRole('heading', { level: 1, name: 'Plans & Drawings' }, { timeout: 5000 });
    expect(kindOf('survey.pdf')).toHaveValue('existing-plans');
    expect(noteOf('survey.pdf')).toHaveValue('From 2019');
    expect(first.dataLayer.store.read('laterStepAnswers', ANSWERS_ID)).toBeUndefined();
  });
});
