import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { designProfileStepNumber } from '@yardwise/domain/funnel/designProfile';
import { STEP_BUTTONS } from '@yardwise/domain/funnel/messages';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import {
  PROFILE_ID,
  renderFunnel,
  REQUIRED_ANSWERS,
  visitorWithAnswers,
} from '@web/features/funnel/funnelTestUtils';
import { RESUME_BUTTON_TEXT } from './FindYourPackageStep';

describe('find-your-package for a returning visitor', () => {
  it('offers to pick up at the saved step, and opening the landing page keeps that step', async () => {
    const dataLayer = await visitorWithAnswers(REQUIRED_ANSWERS);
    await dataLayer.commands.call('updateDesignProfile', {
      id: PROFILE_ID,
      step: designProfileStepNumber('unique-yard'),
    });
    const { user, location, store } = renderFunnel('find-your-package', dataLayer);

    const resume = await screen.findByRole('button', { name: RESUME_BUTTON_TEXT });
    expect(screen.getByRole('button', { name: STEP_BUTTONS.getStarted })).toBeInTheDocument();
    // Longer than the 750 ms save debounce: the landing page must not have saved step 0.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(store.read('designProfiles', PROFILE_ID)?.step).toBe(
      designProfileStepNumber('unique-yard'),
    );
    await user.click(resume);

    expect(location().pathname).toBe('/design-profile/unique-yard');
    await waitFor(() =>
      expect(store.read('designProfiles', PROFILE_ID)?.step).toBe(
        designProfileStepNumber('unique-yard'),
      ),
    );
  });

  it('shows only GET STARTED to a new visitor', async () => {
    renderFunnel('find-your-package', createMemoryDataLayer({ signedInAs: 'anonymous' }));

    expect(
      await screen.findByRole('button', { name: STEP_BUTTONS.getStarted }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RESUME_BUTTON_TEXT })).not.toBeInTheDocument();
  });
});
