import { isBannerVisible, type FeatureFlags } from '../funnel/featureFlags';

/** The announcement banner as remote configuration describes it. */
export interface AnnouncementConfig {
  enabled: boolean;
  text: string;
  backgroundColor: string;
  fontColor: string;
}

/** The remote configuration parameters of the banner. */
export const ANNOUNCEMENT_CONFIG_KEYS = {
  enabled: 'announcement_banner_enabled',
  text: 'announcement_banner_text',
  backgroundColor: 'announcement_banner_background_color',
  fontColor: 'announcement_banner_font_color',
} as const;

/** The theme's brand.800 under white text: 9.97:1, so the fallback always passes WCAG AA. */
export const DEFAULT_ANNOUNCEMENT_COLORS = { backgroundColor: '#274a2f', fontColor: '#ffffff' };

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Reads the banner from remote configuration values. Decision: the colours fall back as a pair,
 * since a remote value is untrusted and keeping only one of them could leave white on white.
 */
export function parseAnnouncementConfig(
  raw: Record<string, string | undefined>,
): AnnouncementConfig {
  const backgroundColor = raw[ANNOUNCEMENT_CONFIG_KEYS.backgroundColor]?.trim() ?? '';
  const fontColor = raw[ANNOUNCEMENT_CONFIG_KEYS.fontColor]?.trim() ?? '';
  const colors =
    HEX_COLOR.test(backgroundColor) && HEX_COLOR.test(fontColor)
      ? { backgroundColor, fontColor }
      : DEFAULT_ANNOUNCEMENT_COLORS;
  return {
    enabled: raw[ANNOUNCEMENT_CONFIG_KEYS.enabled]?.trim().toLowerCase() === 'true',
    text: raw[ANNOUNCEMENT_CONFIG_KEYS.text]?.trim() ?? '',
    ...colors,
  };
}

export interface AnnouncementContext {
  config: AnnouncementConfig;
  /** The deployment's flags: USER_DISPLAY_BANNER and ANON_DISPLAY_BANNER switch each audience on. */
  flags: FeatureFlags;
  dismissed: boolean;
  pathname: string;
  user: { isAnonymous: boolean; email: string | null } | null;
}

/** Whether the announcement banner shows (audience rules in isBannerVisible). */
export function announcementVisible(context: AnnouncementContext): boolean {
  const { config, user } = context;
  if (!config.enabled || config.text === '') return false;
  // Only a real account counts as signed in; a visitor without one is anonymous traffic.
  const signedIn = user !== null && !user.isAnonymous && Boolean(user.email);
  return isBannerVisible({
    flags: context.flags,
    signedIn,
    onOnboardingPage: /^\/onboard(?:\/|$)/.test(context.pathname),
    dismissed: context.dismissed,
  });
}

/**
 * The local storage key remembering that this text was dismissed: a new announcement gets a new
 * key, so it shows again. The text is hashed (FNV-1a) to keep the key short whatever its length.
 */
export function dismissKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return `yardwise.announcementDismissed.${(hash >>> 0).toString(36)}`;
}
