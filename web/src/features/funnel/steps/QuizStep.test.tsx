import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { BUDGET_SUBTITLE, QUIZ_ERRORS, QUIZ_TITLES } from '@yardwise/domain/funnel/messages';
import {
  PROFILE_ID,
  renderFunnel,
  REQUIRED_ANSWERS,
  SAVED_ADDRESS,
  visitorWithAnswers,
} from '@web/features/funnel/funnelTestUtils';

describe('quiz pages (v10)', () => {
  it('lets an optional page continue without an answer and goes back to the found property', async () => {
    // Back leads to the found property, which shows only with a saved address.
    const { user, location } = renderFunnel(
      'help-needed',
      await visitorWithAnswers([], SAVED_ADDRESS),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: QUIZ_TITLES.helpNeeded }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('header')).toHaveTextContent('2|'));

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(location().pathname).toBe('/design-profile/yard-selection');

    await user.click(await screen.findByRole('button', { name: /back/i }));
    expect(location().pathname).toBe('/design-profile/help-needed');
    await user.click(await screen.findByRole('button', { name: /back/i }));
    expect(location().pathname).toBe('/design-profile/location-found');
  });

  it('blocks NEXT on a required page until it is answered, announcing why', async () => {
    const { user, location } = renderFunnel('yard-selection');

    expect(
      await screen.findByRole('heading', { level: 1, name: QUIZ_TITLES.yardSelection }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    expect(screen.getByRole('alert')).toHaveTextContent(QUIZ_ERRORS.chooseOne);
    expect(location().pathname).toBe('/design-profile/yard-selection');

    await user.click(screen.getByRole('radio', { name: 'FRONT YARD' }));
    expect(screen.getByRole('radio', { name: 'FRONT YARD' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(location().pathname).toBe('/design-profile/yard-size');
  });

  it('groups the wish list and ticks its options as checkboxes', async () => {
    const { user, location } = renderFunnel(
      'wish-list',
      await visitorWithAnswers(REQUIRED_ANSWERS.slice(0, 2)),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: QUIZ_TITLES.wishList }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Landscaping' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Home exterior' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getByRole('alert')).toHaveTextContent(QUIZ_ERRORS.chooseAtLeastOne);

    const roof = screen.getByRole('checkbox', { name: 'ROOF' });
    expect(roof).not.toBeChecked();
    await user.click(roof);
    expect(roof).toBeChecked();
    await user.keyboard(' ');
    expect(roof).not.toBeChecked();
    await user.keyboard(' ');
    expect(roof).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(location().pathname).toBe('/design-profile/unique-yard');
  });

  it('shows the budget as a dropdown with its subtitle, optional, then contact-info', async () => {
    const { user, location } = renderFunnel('budget', await visitorWithAnswers(REQUIRED_ANSWERS));

    expect(
      await screen.findByRole('heading', { level: 1, name: QUIZ_TITLES.budget }),
    ).toBeInTheDocument();
    expect(screen.getByText(BUDGET_SUBTITLE)).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: QUIZ_TITLES.budget }),
      '$10,000 - $50,000',
    );
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(location().pathname).toBe('/design-profile/contact-info');
  });

  it('saves answers after the debounce, and a fresh mount shows them again', async () => {
    const areaAnswer = REQUIRED_ANSWERS[0]!;
    const dataLayer = await visitorWithAnswers([areaAnswer]);
    const first = renderFunnel('yard-size', dataLayer);
    await first.user.click(await screen.findByRole('radio', { name: 'MORE THAN 1 ACRE' }));

    // Not before the 750 ms debounce...
    expect(first.store.read('designProfiles', PROFILE_ID)?.questions).toEqual([areaAnswer]);
    // ...but after it, without leaving the page.
    await waitFor(
      () =>
        expect(first.store.read('designProfiles', PROFILE_ID)?.questions).toEqual([
          areaAnswer,
          { key: 'yard-size', answers: ['MORE THAN 1 ACRE'] },
        ]),
      { timeout: 2000 },
    );
    first.unmount();

    const second = renderFunnel('yard-size', dataLayer);
    expect(await second.findByRole('radio', { name: 'MORE THAN 1 ACRE' })).toBeChecked();
  });
});
