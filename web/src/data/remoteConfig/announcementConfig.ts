import {
  ANNOUNCEMENT_CONFIG_KEYS,
  parseAnnouncementConfig,
  type AnnouncementConfig,
} from '@yardwise/domain/checkout/announcement';
import type { DataLayer } from '@web/data/types';
import { reportError } from '@web/data/errorReporting';

/**
 * The announcement banner from Firebase Remote Config, or from VITE_ANNOUNCEMENT_*
 * in the preview. A failure is logged and reads as a disabled banner: it must never break a page.
 */
export async function fetchAnnouncementConfig(
  kind: DataLayer['kind'],
): Promise<AnnouncementConfig> {
  try {
    return parseAnnouncementConfig(kind === 'firebase' ? await remoteValues() : previewValues());
  } catch (error) {
    reportError(error, { where: 'Reading the announcement banner configuration failed' });
    return parseAnnouncementConfig({});
  }
}

async function remoteValues(): Promise<Record<string, string>> {
  // Loaded on first use, so neither SDK weighs on the first page.
  const [{ fetchAndActivate, getAll, getRemoteConfig }, { firebaseApp }] = await Promise.all([
    import('firebase/remote-config'),
    import('@web/data/firebase/firebaseApp'),
  ]);
  const remoteConfig = getRemoteConfig(firebaseApp());
  await fetchAndActivate(remoteConfig);
  return Object.fromEntries(
    Object.entries(getAll(remoteConfig)).map(([key, value]) => [key, value.asString()]),
  );
}

function previewValues(): Record<string, string | undefined> {
  const env = import.meta.env;
  return {
    // The preview has no switch of its own: setting a text is what turns the banner on.
    [ANNOUNCEMENT_CONFIG_KEYS.enabled]: env.VITE_ANNOUNCEMENT_BANNER_TEXT ? 'true' : 'false',
    [ANNOUNCEMENT_CONFIG_KEYS.text]: env.VITE_ANNOUNCEMENT_BANNER_TEXT,
    [ANNOUNCEMENT_CONFIG_KEYS.backgroundColor]: env.VITE_ANNOUNCEMENT_BANNER_BACKGROUND_COLOR,
    [ANNOUNCEMENT_CONFIG_KEYS.fontColor]: env.VITE_ANNOUNCEMENT_BANNER_FONT_COLOR,
  };
}
