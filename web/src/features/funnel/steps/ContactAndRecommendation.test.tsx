import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { EMAIL_INVALID, STEP_TITLES } from '@yardwise/domain/funnel/messages';
import { CommandFailure } from '../../../data/commandFailure';
import { createMemoryDataLayer } from '../../../data/memory/createMemoryDataLayer';
import { brand } from '../../../ui/brand';
import { PROFILE_ID, renderFunnel, visitorWithAnswers } from '../funnelTestUtils';

describe('contact-info after the quiz (v10)', () => {
  it('checks the email, saves email and phone and shows the recommendation', async () => {
    const { user, location, store } = renderFunnel('contact-info');

    expect(
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.contactInfoAfterQuiz }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 8 of 8')).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'How did you hear about us? (Optional)' }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ana@example');
    await user.click(screen.getByRole('button', { name: 'SEE MY RESULTS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_INVALID);
    expect(location().pathname).toBe('/design-profile/contact-info');

    await user.type(screen.getByRole('textbox', { name: /email/i }), '.com ');
    await user.type(screen.getByRole('textbox', { name: /phone/i }), '(512) 555-0100');
    await user.click(screen.getByRole('button', { name: 'SEE MY RESULTS' }));

    await waitFor(() => expect(location().pathname).toBe('/design-profile/recommended-package'));
    await waitFor(() =>
      expect(store.read('designProfiles', PROFILE_ID)?.contactInformation).toMatchObject({
        email: 'ana@example.com',
        phoneNumber: '5125550100',
      }),
    );
  });
});

describe('recommended-package (v10)', () => {
  it('recommends from the saved answers and PURCHASE starts the checkout', async () => {
    const dataLayer = await visitorWithAnswers([
      { key: 'yard-selection', answers: ['FRONT YARD'] },
      { key: 'yard-size', answers: ['MORE THAN 1/2 ACRE'] },
    ]);
    const { user, location } = renderFunnel('recommended-package', dataLayer);

    expect(
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.recommendedPackage }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Front Yard' })).toBeInTheDocument();
    expect(screen.getByText('Large lot (up to 1 acre)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Questions? Talk to Our Team' })).toHaveAttribute(
      'href',
      `mailto:${brand.supportEmail}`,
    );

    await user.click(screen.getByRole('button', { name: 'PURCHASE' }));
    expect(location().pathname).toBe('/create-account');
    expect(new URLSearchParams(location().search).get('package')).toBe('front-yard');
    expect(new URLSearchParams(location().search).get('lotsize')).toBe('large');
    expect(screen.getByText('Left the funnel')).toBeInTheDocument();
  });
});

describe('a failed save', () => {
  it('is logged and shown, and the local answer is kept', async () => {
    const memory = createMemoryDataLayer({ signedInAs: 'anonymous' });
    const failingSaves = {
      ...memory,
      commands: {
        call: ((name, input) =>
          name === 'updateDesignProfile'
            ? Promise.reject(new CommandFailure('unavailable', 'We could not save that.'))
            : memory.commands.call(name, input)) as typeof memory.commands.call,
      },
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, location } = renderFunnel('yard-selection', failingSaves);

    await user.click(await screen.findByRole('radio', { name: 'BACK YARD' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    expect(await screen.findByText('We could not save that.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(location().pathname).toBe('/design-profile/yard-size');
    await user.click(screen.getByRole('button', { name: /back/i }));
    expect(await screen.findByRole('radio', { name: 'BACK YARD' })).toBeChecked();
    logged.mockRestore();
  });
});
