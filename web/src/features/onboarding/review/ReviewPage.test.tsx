import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import {
  SAMPLE_STATE_ID,
  renderOnboardPage,
  sampleOnboardState,
  samplePhoto,
  seedMedia,
} from '@web/features/onboarding/onboardPageHarness';
import { renderOnboardRoute } from '@web/testing/renderOnboardRoute';
import { ReviewPage } from './ReviewPage';

function yardSection(name: string) {
  return screen.getByRole('region', { name });
}

async function completeBackYardUploads(layer: MemoryDataLayer) {
  const state = sampleOnboardState(layer);
  await layer.store.transaction((tx) =>
    tx.update('onboardStates', SAMPLE_STATE_ID, {
      yardsStatusObj: {
        ...state.yardsStatusObj,
        back: { ...state.yardsStatusObj.back!, upload: 'COMPLETE' },
      },
    }),
  );
}

async function removeBackYardMedia(layer: MemoryDataLayer) {
  await layer.store.transaction(async (tx) => {
    await tx.delete('media', 'media-sample-client-back-wide-angle-1');
    await tx.delete('media', 'media-sample-client-back-wide-angle-2');
  });
}

describe('ReviewPage, page 1', () => {
  it("lists each chosen yard's photos and videos, read only", async () => {
    await renderOnboardPage(<ReviewPage page="1" />, { route: '/onboard/my-yard/review/1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Review your uploads' })).toBeVisible();
    expect(screen.getByText('page 1 of 2')).toBeInTheDocument();

    const front = yardSection('Front Yard');
    const photos = within(front).getByRole('list', { name: 'Front Yard: Wide-angle photos' });
    expect(within(photos).getAllByRole('img')).toHaveLength(6);
    const videos = within(front).getByRole('list', { name: 'Front Yard: Slow-pan videos' });
    expect(within(videos).getByLabelText('VID_20260114_front_1.mp4').tagName).toBe('VIDEO');
    expect(within(front).getByRole('heading', { name: 'Chatty videos' })).toBeInTheDocument();
    expect(within(front).getByText('None yet.')).toBeInTheDocument();
    expect(within(front).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(front).getByRole('link', { name: 'Change Front Yard' })).toHaveAttribute(
      'href',
      '/onboard/my-yard/front/upload',
    );

    expect(within(yardSection('Back Yard')).getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/onboard/my-yard/review/2',
    );
  });

  it('says when a yard has nothing uploaded yet', async () => {
    await renderOnboardPage(<ReviewPage page="1" />, {
      route: '/onboard/my-yard/review/1',
      prepare: removeBackYardMedia,
    });
    expect(within(yardSection('Back Yard')).getByText('Nothing uploaded yet.')).toBeVisible();
    expect(within(yardSection('Front Yard')).queryByText('Nothing uploaded yet.')).toBeNull();
  });
});

describe('ReviewPage, page 2', () => {
  it('shows what to keep and what to remove with each comment as text', async () => {
    await renderOnboardPage(<ReviewPage page="2" />, {
      route: '/onboard/my-yard/review/2',
      prepare: (layer) =>
        seedMedia(layer, {
          'keep-oak': samplePhoto('front-yard-keep', 'IMG_oak.jpg', 'Keep the oak'),
          'remove-hedge': samplePhoto('front-yard-remove', 'IMG_hedge.jpg'),
        }),
    });
    expect(screen.getByText('page 2 of 2')).toBeInTheDocument();
    const front = yardSection('Front Yard');
    const keep = within(front).getByRole('list', { name: 'Front Yard: What to keep' });
    expect(within(keep).getByRole('img', { name: 'IMG_oak.jpg' })).toBeInTheDocument();
    expect(within(keep).getByText('Keep the oak')).toBeInTheDocument();
    const remove = within(front).getByRole('list', { name: 'Front Yard: What to remove' });
    expect(within(remove).getByText('No comment yet.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(front).getByRole('link', { name: 'Change Front Yard' })).toHaveAttribute(
      'href',
      '/onboard/my-yard/front/keep',
    );

    expect(within(yardSection('Back Yard')).getByText('Nothing uploaded yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/onboard/my-yard/review/1',
    );
  });

  it('CONFIRM goes on to the wish list once the required yards are complete', async () => {
    const { user, location } = await renderOnboardPage(<ReviewPage page="2" />, {
      route: '/onboard/my-yard/review/2',
      prepare: completeBackYardUploads,
    });
    await user.click(screen.getByRole('link', { name: 'CONFIRM' }));
    await waitFor(() => expect(location().pathname).toBe('/onboard/budget'));
  });

  it('CONFIRM returns to My Yard while a required yard is unfinished', async () => {
    // The sample back yard has 2 of its 6 wide-angle photos.
    const { user, location } = await renderOnboardPage(<ReviewPage page="2" />, {
      route: '/onboard/my-yard/review/2',
    });
    await user.click(screen.getByRole('link', { name: 'CONFIRM' }));
    await waitFor(() => expect(location().pathname).toBe('/onboard/my-yard'));
  });
});

describe('ReviewPage in the app', () => {
  it('goes from page 1 to page 2 and CONFIRM moves on once the yards are complete', async () => {
    const { user, location } = await renderOnboardRoute(
      '/onboard/my-yard/review/1',
      completeBackYardUploads,
    );
    const front = await screen.findByRole('region', { name: 'Front Yard' });
    expect(within(front).getAllByRole('img')).toHaveLength(6);
    expect(within(front).getByLabelText('VID_20260114_front_1.mp4')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('page 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'CONFIRM' }));
    await waitFor(() => expect(location().pathname).toBe('/onboard/budget'));
  });
});
