import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QUIZ_EMAIL_COOKIE } from '@yardwise/domain/funnel/cookies';
import { designProfileIdFor } from '@yardwise/domain/funnel/designProfile';
import { STEP_TITLES } from '@yardwise/domain/funnel/messages';
import { renderFunnel, VISITOR_UID } from './funnelTestUtils';

afterEach(() => {
  document.cookie = `${QUIZ_EMAIL_COOKIE}=; max-age=0; path=/`;
});

describe('the quiz-email cookie', () => {
  it("gives the v12 funnel's design profile the email it carries, which v12 does not ask", async () => {
    document.cookie = `${QUIZ_EMAIL_COOKIE}=${encodeURIComponent('quiz@example.com')}; path=/`;
    const { store } = renderFunnel('find-your-package');
    await screen.findByRole('heading', { level: 1, name: STEP_TITLES.findYourPackage });

    await waitFor(
      () =>
        expect(
          store.read('designProfiles', designProfileIdFor(VISITOR_UID, 'v12'))?.contactInformation
            .email,
        ).toBe('quiz@example.com'),
      { timeout: 3000 },
    );
  });
});
