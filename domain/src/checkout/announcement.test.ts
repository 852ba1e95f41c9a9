import { describe, expect, it } from 'vitest';
import {
  announcementVisible,
  DEFAULT_ANNOUNCEMENT_COLORS,
  dismissKey,
  parseAnnouncementConfig,
  type AnnouncementContext,
} from './announcement';

const config = parseAnnouncementConfig({
  announcement_banner_enabled: 'true',
  announcement_banner_text: 'Spring planting slots are filling up',
  announcement_banner_background_color: '#fef3c7',
  announcement_banner_font_color: '#78350f',
});
const client = { isAnonymous: false, email: 'ana@example.com' };
const anonymousVisitor = { isAnonymous: true, email: null };
const context = (overrides: Partial<AnnouncementContext>): AnnouncementContext => ({
  config,
  flags: { ANON_DISPLAY_BANNER: true, USER_DISPLAY_BANNER: true },
  dismissed: false,
  pathname: '/purchase',
  user: client,
  ...overrides,
});

describe('announcement banner configuration (text, background colour and font colour come from remote configuration)', () => {
  it('reads the text, colours and switch', () => {
    expect(config).toEqual({
      enabled: true,
      text: 'Spring planting slots are filling up',
      backgroundColor: '#fef3c7',
      fontColor: '#78350f',
    });
  });

  it('accepts short hex colours', () => {
    const short = parseAnnouncementConfig({
      announcement_banner_background_color: '#000',
      announcement_banner_font_color: ' #FFF ',
    });
    expect(short).toMatchObject({ backgroundColor: '#000', fontColor: '#FFF' });
  });

  it.each([
    ['a colour name', 'red'],
    ['CSS beyond a colour', '#fff; background-image: url(https://evil.example)'],
    ['four hex digits', '#ffff'],
    ['a missing value', undefined],
  ])('decision: falls back to both default colours for %s', (_, untrusted) => {
    const parsed = parseAnnouncementConfig({
      announcement_banner_background_color: untrusted,
      announcement_banner_font_color: '#ffffff',
    });
    expect(parsed).toMatchObject(DEFAULT_ANNOUNCEMENT_COLORS);
  });

  it('defaults to colours with WCAG AA contrast for small text (4.5:1)', () => {
    // WCAG 2 relative luminance of #rrggbb.
    const channel = (hex: string, at: number) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (hex: string) =>
      0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
    const font = luminance(DEFAULT_ANNOUNCEMENT_COLORS.fontColor);
    const background = luminance(DEFAULT_ANNOUNCEMENT_COLORS.backgroundColor);
    const ratio = (Math.max(font, background) + 0.05) / (Math.min(font, background) + 0.05);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('is off unless enabled is "true", and has no text when none is configured', () => {
    expect(parseAnnouncementConfig({})).toEqual({
      enabled: false,
      text: '',
      ...DEFAULT_ANNOUNCEMENT_COLORS,
    });
    expect(parseAnnouncementConfig({ announcement_banner_enabled: 'yes' }).enabled).toBe(false);
  });
});

describe('announcement banner visibility', () => {
  it('is hidden on onboarding for signed-in users', () => {
    expect(announcementVisible(context({ pathname: '/onboard/my-yard' }))).toBe(false);
    expect(announcementVisible(context({ pathname: '/onboard' }))).toBe(false);
  });

  it('is hidden on non-onboarding pages for anonymous traffic', () => {
    expect(announcementVisible(context({ user: anonymousVisitor }))).toBe(false);
    expect(announcementVisible(context({ user: null }))).toBe(false);
  });

  it('shows signed-in users off onboarding and anonymous traffic on onboarding', () => {
    expect(announcementVisible(context({ pathname: '/purchase' }))).toBe(true);
    expect(
      announcementVisible(context({ user: anonymousVisitor, pathname: '/onboard/my-yard' })),
    ).toBe(true);
    expect(announcementVisible(context({ user: null, pathname: '/onboard' }))).toBe(true);
  });

  it('counts an anonymous user with an email, or an account without one, as anonymous traffic', () => {
    const anonymousWithEmail = { isAnonymous: true, email: 'ana@example.com' };
    const noEmail = { isAnonymous: false, email: null };
    expect(announcementVisible(context({ user: anonymousWithEmail }))).toBe(false);
    expect(announcementVisible(context({ user: noEmail, pathname: '/onboard/my-yard' }))).toBe(
      true,
    );
  });

  it('treats only /onboard and the pages under it as onboarding', () => {
    expect(announcementVisible(context({ pathname: '/onboarding-tips' }))).toBe(true);
  });

  it('is driven by a feature flag: the one for the visitor’s audience', () => {
    expect(announcementVisible(context({ flags: { ANON_DISPLAY_BANNER: true } }))).toBe(false);
    expect(announcementVisible(context({ flags: {} }))).toBe(false);
  });

  it('is dismissible, and hidden when disabled or without text', () => {
    expect(announcementVisible(context({ dismissed: true }))).toBe(false);
    expect(announcementVisible(context({ config: { ...config, enabled: false } }))).toBe(false);
    expect(announcementVisible(context({ config: { ...config, text: '' } }))).toBe(false);
  });
});

describe('dismissKey', () => {
  it('remembers a dismissal per text, so a new announcement shows again', () => {
    const key = dismissKey('Spring planting slots are filling up');
    expect(key).toMatch(/^yardwise\.announcementDismissed\.[0-9a-z]+$/);
    expect(dismissKey('Spring planting slots are filling up')).toBe(key);
    expect(dismissKey('Summer planting slots are filling up')).not.toBe(key);
  });
});
