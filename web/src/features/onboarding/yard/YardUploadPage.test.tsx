import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderOnboardRoute, SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';

const STATE_ID = onboardStateIdFor(SAMPLE_CLIENT_UID);
const SMALL_SPACE_NOTE =
  'Your Small Space package designs one outdoor space of up to 500 square feet. Please choose and photograph an area no larger than that.';

/** The sample client as a Small Space client, whose one yard is the outdoor space. */
async function asSmallSpaceClient({ store }: MemoryDataLayer) {
  await store.transaction(async (tx) => {
    const state = await tx.get('onboardStates', STATE_ID);
    await tx.update('profiles', SAMPLE_CLIENT_UID, { package: 'small-space' });
    await tx.update('onboardStates', STATE_ID, {
      yardsStatusObj: { outdoor: state!.yardsStatusObj.back! },
      inactiveYardsStatusObj: {},
      selectedYard: 'outdoor',
    });
  });
}

describe('a yard upload page', () => {
  it('lists the minimums as a checklist with how far the client is', async () => {
    await renderOnboardRoute('/onboard/my-yard/back/upload');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Back Yard: photos and videos' }),
    ).toBeVisible();
    const checklist = screen.getByRole('region', { name: 'What we need from this yard' });
    expect(within(checklist).getByText(/6 wide-angle photos/)).toHaveTextContent(
      '6 wide-angle photos: 2 of 6 (not done yet)',
    );
    expect(within(checklist).getByText(/1 slow-pan video/)).toHaveTextContent(
      '1 slow-pan video: 0 of 1 (not done yet)',
    );
    expect(within(checklist).getByText('Slow-pan videos should capture everything.')).toBeVisible();
    expect(within(checklist).getByText('Chatty video should be 2-3 minutes long.')).toBeVisible();
    // The back yard's two photos are shown with the wide-angle control.
    const wideAngle = screen.getByRole('region', { name: 'Wide-angle photos' });
    expect(within(wideAngle).getAllByRole('button', { name: /^Delete / })).toHaveLength(2);
  });

  it('asks for slope photos once the client says the yard is sloped', async () => {
    const view = await renderOnboardRoute('/onboard/my-yard/front/upload');
    expect(screen.queryByRole('region', { name: 'Slope photos' })).toBeNull();
    await view.user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByRole('region', { name: 'Slope photos' })).toBeVisible();
    expect(screen.getByText(/1 slope photo/)).toHaveTextContent('1 slope photo: 0 of 1');
    const front = view.dataLayer.store.read('onboardStates', STATE_ID)!.yardsStatusObj.front!;
    // A sloped yard without a slope photo is no longer complete.
    expect(front).toMatchObject({ isSloped: true, upload: 'INCOMPLETE' });
  });

  it('tells a Small Space client the 500 square feet their package designs', async () => {
    await renderOnboardRoute('/onboard/my-yard/outdoor/upload', asSmallSpaceClient);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Outdoor Space: photos and videos' }),
    ).toBeVisible();
    expect(screen.getByText(SMALL_SPACE_NOTE)).toBeVisible();
  });

  it('says nothing of that limit to other packages', async () => {
    await renderOnboardRoute('/onboard/my-yard/front/upload');
    await screen.findByRole('heading', { level: 1, name: 'Front Yard: photos and videos' });
    expect(screen.queryByText(/500 square feet/)).toBeNull();
  });

  it('saves and goes on to keep/remove', async () => {
    const view = await renderOnboardRoute('/onboard/my-yard/front/upload');
    await view.user.click(screen.getByRole('button', { name: 'Save and go to keep/remove' }));
    await waitFor(() => expect(view.location().pathname).toBe('/onboard/my-yard/front/keep'));
    expect(view.dataLayer.store.read('onboardStates', STATE_ID)!.yardsStatusObj.front?.upload).toBe(
      'COMPLETE',
    );
  });
});
