import { QUIZ_EMAIL_COOKIE, TEST_VERSION_COOKIE } from '@yardwise/domain/funnel/cookies';
import { chooseVersion } from '@yardwise/domain/funnel/versionChoice';
import type { VersionId } from '@yardwise/domain/funnel/versions';
import type { FunnelStepKey } from '@yardwise/domain/funnel/steps';
import { cookieValue } from './cookies';

/** The funnel version for this visitor from the browser's cookies (v10 unless a cookie says otherwise). */
export function versionFromCookies(cookieString: string): VersionId {
  return chooseVersion({
    testVersion: cookieValue(cookieString, TEST_VERSION_COOKIE),
    quizEmail: cookieValue(cookieString, QUIZ_EMAIL_COOKIE),
  });
}

/** The route of a funnel step. */
export function funnelStepPath(step: FunnelStepKey): string {
  return `/design-profile/${step}`;
}
