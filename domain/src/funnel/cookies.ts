// Cookie names and lifetimes the funnel reads and writes.

/** Decision: the quiz-email cookie has the name of the query parameter that carries it. */
export const QUIZ_EMAIL_COOKIE = 'design-profile-quiz-email';
/** Decision: the test cookie that forces a version v1-v5 for staff and browser tests. */
export const TEST_VERSION_COOKIE = 'design-profile-test-version';
/** Decision: the shared login cookie holding the dashboard and account entries. */
export const SHARED_LOGIN_COOKIE = 'yw_shared_login';
/** Decision: the cookie the single-use promo flow sets when asked to. */
export const PROMO_CODE_COOKIE = 'yw_promo_code';

/** The shared login cookie lives one year. */
export const SHARED_LOGIN_COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** The promo cookie lives 7 days. */
export const PROMO_CODE_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
