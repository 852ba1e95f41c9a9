/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DATA_BACKEND: 'firebase' | 'memory';
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET: string;
  readonly VITE_FIREBASE_APP_ID: string;
  readonly VITE_USE_EMULATORS: string;
  readonly VITE_FUNCTIONS_REGION?: string;
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_MARKETING_SITE_URL: string;
  readonly VITE_SUPPORT_EMAIL: string;
  readonly VITE_SUPPORT_PHONE: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
