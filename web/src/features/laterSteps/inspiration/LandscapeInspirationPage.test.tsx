import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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
import { leftOutMessage } from '@web/ui/upload/fileLimit';
import { fileOfType } from '@web/ui/upload/testFiles';

const INSPIRATION = '/onboard/inspiration';
const STATE_ID = onboardStateIdFor(SAMPLE_CLIENT_UID);
const ANSWERS_ID = laterStepAnswersId(SAMPLE_PROJECT_ID, 'inspiration');
const DRAFT_KEY = laterStepDraftKey(SAMPLE_CLIENT_UID, 'inspiration');
const BOARD = 'https://www.pinterest.com/jordan/cottage-garden/';

function landscapePhoto(fileName: string, description = ''): MediaDoc {
  return {
    userId: SAMPLE_CLIENT_UID,
    projectId: SAMPLE_PROJECT_ID,
    path: `media/${SAMPLE_CLIENT_UID}/${fileName}`,
    originalFileName: fileName,
    fileType: 'image/jpeg',
    uploadedAt: '2026-02-01T10:00:00.000Z',
    isDesignerVisible: true,
    isClientVisible: true,
    tag: 'landscape-inspiration',
    variant: 'landscape-inspiration',
    description,
    downloadURL: `https://files.example/${fileName}`,
  };
}

const seedPhotos = (count: number) => (layer: MemoryDataLayer) =>
  seedMedia(
    layer,
    Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `landscape-${index + 1}`,
        landscapePhoto(`garden-${index + 1}.jpg`),
      ]),
    ),
  );

async function openInspiration(prepare?: (layer: MemoryDataLayer) => Promise<void>) {
  const view = await renderOnboardRoute(INSPIRATION, prepare);
  await screen.findByRole('heading', { level: 1, name: 'My Inspiration' }, { timeout: 5000 });
  return view;
}

const landscapePhotos = (layer: MemoryDataLayer) =>
  layer.store.list('media').filter((doc) => doc.variant === 'landscape-inspiration');
const saveButton = () => screen.getByRole('button', { name: 'Save and continue' });
const noneTick = () => screen.getByRole('checkbox', { name: "I don't have any" });
const linkBox = (number: number) => screen.getByRole('textbox', { name: `Link ${number}` });
const addLink = () => screen.getByRole('button', { name: 'Add a link' });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('My Inspiration (/onboard/inspiration)', () => {
  it('uploads landscape photos up to 10: extras are left out, then the control says the limit', async () => {
    const view = await openInspiration(seedPhotos(8));
    await userEvent.upload(
      screen.getByLabelText('Add landscape inspiration photos', { selector: 'input' }),
      ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => fileOfType(name, 'image/jpeg')),
    );

    expect(screen.getByRole('alert')).toHaveTextContent(leftOutMessage(1, 10));
    await waitFor(() => expect(landscapePhotos(view.dataLayer)).toHaveLength(10), {
      timeout: 5000,
    });
    expect(landscapePhotos(view.dataLayer).at(-1)).toMatchObject({
      tag: 'landscape-inspiration',
    });
    await waitFor(() => expect(screen.getByText(FILE_LIMIT_REACHED)).toBeVisible());
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
  });

  it("deletes a photo after asking, and saves each photo's comment before moving on", async () => {
    const view = await openInspiration(seedPhotos(2));
    await view.user.click(screen.getByRole('button', { name: 'Delete garden-1.jpg' }));
    await view.user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(landscapePhotos(view.dataLayer)).toHaveLength(1));

    await view.user.type(
      screen.getByRole('textbox', { name: 'Comment on garden-2.jpg' }),
      'Love the path',
    );
    await view.user.click(saveButton());

    await waitFor(() => expect(view.location().pathname).toBe('/onboard/plans'));
    expect(view.dataLayer.store.read('media', 'landscape-2')?.description).toBe('Love the path');
    expect(view.dataLayer.store.read('onboardStates', STATE_ID)).toMatchObject({
      laterSteps: { inspiration: 'complete' },
    });
  });

  it('says what is wrong with a link, moves focus to it and sends nothing', async () => {
    const { user, dataLayer } = await openInspiration();
    const call = vi.spyOn(dataLayer.commands, 'call');
    await user.click(addLink());
    await user.type(linkBox(1), 'http://www.houzz.com/ideabook');

    await user.click(saveButton());

    expect(await screen.findByText('Please enter a link that starts with https://.')).toBeVisible();
    await waitFor(() => expect(linkBox(1)).toHaveFocus());
    expect(linkBox(1)).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalledWith('saveInspiration', expect.anything());
  });

  it('saves up to 5 links and continues to Plans & Drawings', async () => {
    const { user, dataLayer, location } = await openInspiration();
    for (let number = 1; number <= 5; number += 1) {
      await user.click(addLink());
      await user.type(linkBox(number), `https://example.com/board-${number}`);
    }
    expect(addLink()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove link 5' }));
    await user.clear(linkBox(1));
    await user.type(linkBox(1), `  ${BOARD} `);
    // Links added, so "I don't have any" is not offered.
    expect(noneTick()).toBeDisabled();

    await user.click(saveButton());

    await waitFor(() => expect(location().pathname).toBe('/onboard/plans'));
    expect(dataLayer.store.read('laterStepAnswers', ANSWERS_ID)).toMatchObject({
      step: 'inspiration',
      answers: {
        links: [
          BOARD,
          'https://example.com/board-2',
          'https://example.com/board-3',
          'https://example.com/board-4',
        ],
        noneToShare: false,
      },
    });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('completes the step with "I don\'t have any", which is not offered beside photos', async () => {
    const { user, dataLayer, location } = await openInspiration();
    await user.click(noneTick());
    await user.click(saveButton());

    await waitFor(() => expect(location().pathname).toBe('/onboard/plans'));
    expect(dataLayer.store.read('laterStepAnswers', ANSWERS_ID)?.answers).toEqual({
      links: [],
      noneToShare: true,
    });
    expect(dataLayer.store.read('onboardStates', STATE_ID)).toMatchObject({
      laterSteps: { inspiration: 'complete' },
      currentStep: 'Plans',
    });
  });

  it('does not offer "I don\'t have any" while photos are uploaded', async () => {
    await openInspiration(seedPhotos(1));
    expect(noneTick()).toBeDisabled();
  });

  it('keeps typed links through a reload until they are saved', async () => {
    const first = await openInspiration();
    await first.user.click(addLink());
    await first.user.type(linkBox(1), BOARD);
    await waitFor(() => expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull());
    first.unmount();

    renderWithProviders(<AppRoutes />, { route: INSPIRATION, dataLayer: first.dataLayer });
    await screen.findByRole('heading', { level: 1, name: 'My Inspiration' }, { timeout: 5000 });
    expect(linkBox(1)).toHaveValue(BOARD);
    expect(first.dataLayer.store.read('laterStepAnswers', ANSWERS_ID)).toBeUndefined();
    const sidebar = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(
      within(sidebar).getByRole('link', { name: 'My Inspiration' }),
    ).toHaveAccessibleDescription('In progress');
  });
});
