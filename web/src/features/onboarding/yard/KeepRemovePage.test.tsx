import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMMENT_REQUIRED } from '@yardwise/domain/forms/messages';
import { YARD_NOT_ACTIVE } from '@yardwise/domain/onboarding/messages';
import {
  inputsOf,
  renderOnboardPage,
  sampleOnboardState,
  samplePhoto,
  seedMedia,
} from '@web/features/onboarding/onboardPageHarness';
import { renderOnboardRoute } from '@web/testing/renderOnboardRoute';
import { KeepRemovePage } from './KeepRemovePage';
import { fileOfType } from '@web/ui/upload/testFiles';

const KEEP_ROUTE = '/onboard/my-yard/front/keep';
const SAVE_AND_GO = 'Save and go to functions';

function seedFrontKeepRemove(keepComment: string, removeComment: string) {
  return renderOnboardPage(<KeepRemovePage yard="front" />, {
    route: KEEP_ROUTE,
    prepare: (layer) =>
      seedMedia(layer, {
        'keep-oak': samplePhoto('front-yard-keep', 'IMG_oak.jpg', keepComment),
        'remove-hedge': samplePhoto('front-yard-remove', 'IMG_hedge.jpg', removeComment),
      }),
  });
}

beforeEach(() => window.sessionStorage.clear());

describe('KeepRemovePage', () => {
  it('has an upload control and a hint for what to keep and what to remove', async () => {
    await renderOnboardPage(<KeepRemovePage yard="front" />, { route: KEEP_ROUTE });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Front Yard: what to keep and what to remove',
      }),
    ).toBeInTheDocument();
    const keep = screen.getByRole('region', { name: 'What to keep' });
    const remove = screen.getByRole('region', { name: 'What to remove' });
    expect(within(keep).getByRole('group', { name: 'Add photos of what to keep' })).toBeVisible();
    expect(
      within(remove).getByRole('group', { name: 'Add photos of what to remove' }),
    ).toBeVisible();
    expect(screen.getByText(/give each photo a short comment/)).toBeInTheDocument();
  });

  it('shows each photo of its list with a comment field', async () => {
    await seedFrontKeepRemove('Keep the oak', '');
    const keep = screen.getByRole('region', { name: 'What to keep' });
    expect(within(keep).getByRole('img', { name: 'IMG_oak.jpg' })).toBeInTheDocument();
    expect(within(keep).getByRole('textbox', { name: 'Comment on IMG_oak.jpg' })).toHaveValue(
      'Keep the oak',
    );
    const remove = screen.getByRole('region', { name: 'What to remove' });
    expect(within(remove).getByRole('img', { name: 'IMG_hedge.jpg' })).toBeInTheDocument();
    expect(within(remove).getByText(COMMENT_REQUIRED)).toBeInTheDocument();
  });

  it('lists a photo added through the keep upload, ready for its comment', async () => {
    const { dataLayer } = await renderOnboardPage(<KeepRemovePage yard="front" />, {
      route: KEEP_ROUTE,
      storage: { stepDelayMs: 5 },
    });
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Add photos of what to keep', { selector: 'input' });
    await user.upload(input, fileOfType('IMG_birch.jpg', 'image/jpeg'));

    const keep = screen.getByRole('region', { name: 'What to keep' });
    expect(
      await within(keep).findByRole(
        'textbox',
        { name: 'Comment on IMG_birch.jpg' },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    const recorded = dataLayer.store
      .list('media')
      .find((doc) => doc.originalFileName === 'IMG_birch.jpg');
    expect(recorded?.variant).toBe('front-yard-keep');
  });

  it('leaves for the functions page; keepRemove is INCOMPLETE with a photo still uncommented', async () => {
    const { user, call, dataLayer, location } = await seedFrontKeepRemove('Keep the oak', '');
    await user.click(screen.getByRole('button', { name: SAVE_AND_GO }));

    await waitFor(() => expect(location().pathname).toBe('/onboard/my-yard/front/priorities'));
    expect(inputsOf(call, 'setYardStepStatus')).toEqual([
      { yard: 'front', step: 'keepRemove', status: 'COMPLETE' },
    ]);
    expect(sampleOnboardState(dataLayer).yardsStatusObj.front?.keepRemove).toBe('INCOMPLETE');
  });

  it('keepRemove is COMPLETE when every photo has a comment', async () => {
    const { user, dataLayer, location } = await seedFrontKeepRemove('Keep the oak', 'Too tall');
    await user.click(screen.getByRole('button', { name: SAVE_AND_GO }));

    await waitFor(() => expect(location().pathname).toBe('/onboard/my-yard/front/priorities'));
    expect(sampleOnboardState(dataLayer).yardsStatusObj.front?.keepRemove).toBe('COMPLETE');
  });

  it('saves a comment still being typed before working out keepRemove', async () => {
    const { user, call, dataLayer, location } = await seedFrontKeepRemove('Keep the oak', '');
    await user.type(screen.getByRole('textbox', { name: 'Comment on IMG_hedge.jpg' }), 'Too tall');
    // Straight to the button, well within the 700 ms auto-save delay.
    await user.click(screen.getByRole('button', { name: SAVE_AND_GO }));

    await waitFor(() => expect(location().pathname).toBe('/onboard/my-yard/front/priorities'));
    const sent = call.mock.calls.map(([name]) => name);
    expect(sent.indexOf('updateMediaDescription')).toBeLessThan(sent.indexOf('setYardStepStatus'));
    expect(dataLayer.store.read('media', 'remove-hedge')?.description).toBe('Too tall');
    expect(sampleOnboardState(dataLayer).yardsStatusObj.front?.keepRemove).toBe('COMPLETE');
  });

  it('stays and says why when the step cannot be saved', async () => {
    // The sample client has not added a left side yard, so the server refuses.
    const { user, location } = await renderOnboardPage(<KeepRemovePage yard="left" />, {
      route: '/onboard/my-yard/left/keep',
    });
    await user.click(screen.getByRole('button', { name: SAVE_AND_GO }));

    expect(await screen.findByRole('alert')).toHaveTextContent(YARD_NOT_ACTIVE);
    expect(location().pathname).toBe('/onboard/my-yard/left/keep');
  });

  it('saves the status with each comment, so leaving by the sidebar shows the card complete', async () => {
    const { user, dataLayer, location } = await renderOnboardRoute(KEEP_ROUTE, (layer) =>
      seedMedia(layer, {
        'keep-oak': samplePhoto('front-yard-keep', 'IMG_oak.jpg', 'Keep the oak'),
        'remove-hedge': samplePhoto('front-yard-remove', 'IMG_hedge.jpg', ''),
      }),
    );
    await user.type(
      await screen.findByRole('textbox', { name: 'Comment on IMG_hedge.jpg' }),
      'Too tall',
    );
    await waitFor(
      () => expect(dataLayer.store.read('media', 'remove-hedge')?.description).toBe('Too tall'),
      { timeout: 3000 },
    );

    // Away through the sidebar, never touching "Save and go to functions".
    const nav = screen.getByRole('navigation', { name: 'Onboarding steps' });
    await user.click(within(nav).getByRole('link', { name: 'My Yard' }));
    await waitFor(() => expect(location().pathname).toBe('/onboard/my-yard'));
    const front = await screen.findByRole('region', { name: 'Front Yard' });
    const keepRemove = within(front)
      .getByRole('link', { name: /^Keep \/ Remove/ })
      .closest('li')!;
    expect(within(keepRemove).getByText('Complete')).toBeInTheDocument();
    expect(sampleOnboardState(dataLayer).yardsStatusObj.front?.keepRemove).toBe('COMPLETE');
  });

  it('in the app, leads on to the functions page of the same yard', async () => {
    const { user, dataLayer, location } = await renderOnboardRoute(KEEP_ROUTE);
    await user.click(await screen.findByRole('button', { name: SAVE_AND_GO }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Front Yard: how will you use it?' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/onboard/my-yard/front/priorities');
    // No keep or remove photos: nothing left to comment on.
    expect(sampleOnboardState(dataLayer).yardsStatusObj.front?.keepRemove).toBe('COMPLETE');
  });
});
