/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DATA_BACKEND: 'firebase' | 'memory';
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET: string;
  readonly VITE_FIREBASE_APP_ID: string;
  readonly VITE_USE_EMULATORS: string;
  /** 'missing' when `npm start` runs without the Storage emulator: uploads say so. */
  readonly VITE_STORAGE_EMULATOR?: string;
  readonly VITE_FUNCTIONS_REGION?: string;
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_MARKETING_SITE_URL: string;
  /** Where this app is served (robots.txt and sitemap.xml name it). */
  readonly VITE_APP_URL: string;
  /** The marketing site's packages page /packages sends visitors to; an in-app package list without it. */
  readonly VITE_MARKETING_PACKAGES_URL?: string;
  readonly VITE_SUPPORT_EMAIL: string;
  readonly VITE_SUPPORT_PHONE: string;
  /** Google Maps key for the satellite image of the property; the illustration shows without it. */
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  /** Typeform form of the typeform funnel step; a native form replaces it without one. */
  readonly VITE_TYPEFORM_QUIZ_FORM_ID?: string;
  /** Parent domain the shared login cookie is written for (e.g. .example.com); host-only when unset. */
  readonly VITE_SHARED_COOKIE_DOMAIN?: string;
  /** Comma-separated feature flags switched on. */
  readonly VITE_FEATURE_FLAGS?: string;
  /** The card processor's publishable key; without it the checkout offers the test payment. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  /** reCAPTCHA v3 site key; without it the checkout skips the check. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  /** 'false' lets a returning client buy a second package under the same email. */
  readonly VITE_NO_ACCOUNTS_WITH_EXISTING_PROFILE?: string;
  /** Google tag measurement id (G-...); without it no tracking event is sent. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
  /** The external dashboard's login, for visitors holding its access-token cookie. */
  readonly VITE_DASHBOARD_LOGIN_URL?: string;
  /** The host whose purchases are tracked with real values; others send test-labelled, price 0. */
  readonly VITE_PRODUCTION_HOST?: string;
  /** 'true' keeps later onboarding steps closed until the installation plans are in. */
  readonly VITE_INSTALLATION_PLANS_ACCESS?: string;
  /** Files uploading at once per upload control; default 1. */
  readonly VITE_MAX_CONCURRENT_UPLOADS?: string;
  /** The exterior design style-and-goals quiz (Typeform id); without it the quiz is asked natively. */
  readonly VITE_STYLE_QUIZ_FORM_ID?: string;
  /** Sentry DSN for error reports; without it errors go to the console only. */
  readonly VITE_SENTRY_DSN?: string;
  /** reCAPTCHA Enterprise site key for App Check; without it App Check is not started. */
  readonly VITE_APP_CHECK_SITE_KEY?: string;
  /** Preview only: the announcement banner's text; setting it turns the banner on. */
  readonly VITE_ANNOUNCEMENT_BANNER_TEXT?: string;
  /** Preview only: the banner's background colour, #rgb or #rrggbb; brand green otherwise. */
  readonly VITE_ANNOUNCEMENT_BANNER_BACKGROUND_COLOR?: string;
  /** Preview only: the banner's text colour, #rgb or #rrggbb; white otherwise. */
  readonly VITE_ANNOUNCEMENT_BANNER_FONT_COLOR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
