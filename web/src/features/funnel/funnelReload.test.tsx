import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DESIGN_PROFILE_UPDATE_DEBOUNCE_MS } from '@yardwise/domain/funnel/designProfile';
import { QUIZ_TITLES } from '@yardwise/domain/funnel/messages';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderFunnel } from './funnelTestUtils';

afterEach(() => window.sessionStorage.clear());

/** The preview's data layer as a page load makes it: the tab's session storage remembered. */
const previewLayer = () => createMemoryDataLayer({ rememberSession: true });

/** Opens a step as a fresh page load of the preview would: a new data layer, same tab. */
async function openAfterReload(step: string) {
  const view = renderFunnel(step, previewLayer());
  await screen.findByRole('heading', { level: 1, name: QUIZ_TITLES.yardSelection });
  return view;
}

const frontYard = () => screen.getByRole('radio', { name: 'FRONT YARD' });

describe('a reload mid-funnel (preview)', () => {
  it('keeps a quiz answer that was saved', async () => {
    const first = renderFunnel('yard-selection', previewLayer());
    await screen.findByRole('heading', { level: 1, name: QUIZ_TITLES.yardSelection });
    await first.user.click(frontYard());
    const profileId = first.store.list('designProfiles').at(-1)?.id;
    await waitFor(
      () =>
        expect(first.store.read('designProfiles', profileId ?? '')?.questions).toContainEqual({
          key: 'yard-selection',
          answers: ['FRONT YARD'],
        }),
      { timeout: DESIGN_PROFILE_UPDATE_DEBOUNCE_MS + 2000 },
    );
    first.unmount();

    await openAfterReload('yard-selection');
    await waitFor(() => expect(frontYard()).toBeChecked());
  });

  it('keeps an answer given just before the reload, and saves it then', async () => {
    const layer = previewLayer();
    const call = layer.commands.call.bind(layer.commands);
    // The page goes away before its save arrives, as in a reload during the save's debounce.
    layer.commands.call = ((name, input) =>
      name === 'updateDesignProfile'
        ? new Promise<never>(() => undefined)
        : call(name, input)) as typeof layer.commands.call;
    const first = renderFunnel('yard-selection', layer);
    await screen.findByRole('heading', { level: 1, name: QUIZ_TITLES.yardSelection });
    await first.user.click(frontYard());
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    const second = await openAfterReload('yard-selection');
    await waitFor(() => expect(frontYard()).toBeChecked());
    await waitFor(
      () => {
        const saved = second.store.list('designProfiles').flatMap((profile) => profile.questions);
        expect(saved).toContainEqual({ key: 'yard-selection', answers: ['FRONT YARD'] });
      },
      { timeout: DESIGN_PROFILE_UPDATE_DEBOUNCE_MS + 2000 },
    );
  });
});
