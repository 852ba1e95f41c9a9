import type { DataLayer } from './types';

/**
 * Picks the backend at build time: the preview build bundles only the in-memory layer, the real
 * build only Firebase (the unused branch is dropped because the env value is a literal).
 */
export async function loadDataLayer(): Promise<DataLayer> {
  if (import.meta.env.VITE_DATA_BACKEND === 'memory') {
    const { createPreviewDataLayer } = await import('./memory/createPreviewDataLayer');
    return createPreviewDataLayer({ rememberSession: true, linkQuery: window.location.search });
  }
  const { createFirebaseDataLayer } = await import('./firebase/createFirebaseDataLayer');
  return createFirebaseDataLayer();
}
