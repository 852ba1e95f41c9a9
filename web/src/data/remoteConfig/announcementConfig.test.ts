import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAndActivate, getAll } from 'firebase/remote-config';
import { fetchAnnouncementConfig } from './announcementConfig';

vi.mock('@web/data/firebase/firebaseApp', () => ({ firebaseApp: () => ({ name: '[DEFAULT]' }) }));
vi.mock('firebase/remote-config', () => ({
  getRemoteConfig: vi.fn(() => ({})),
  fetchAndActivate: vi.fn(),
  getAll: vi.fn(),
}));

const remoteValue = (value: string) => ({ asString: () => value });
const disabled = { enabled: false, text: '', backgroundColor: '#274a2f', fontColor: '#ffffff' };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('fetchAnnouncementConfig', () => {
  it('reads the banner from Remote Config for the real backend', async () => {
    vi.mocked(fetchAndActivate).mockResolvedValue(true);
    vi.mocked(getAll).mockReturnValue({
      announcement_banner_enabled: remoteValue('true'),
      announcement_banner_text: remoteValue('Free HOA revision this month'),
      announcement_banner_background_color: remoteValue('#000000'),
      announcement_banner_font_color: remoteValue('#ffffff'),
    } as unknown as ReturnType<typeof getAll>);

    await expect(fetchAnnouncementConfig('firebase')).resolves.toEqual({
      enabled: true,
      text: 'Free HOA revision this month',
      backgroundColor: '#000000',
      fontColor: '#ffffff',
    });
  });

  it('fails quietly to a disabled banner when Remote Config cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(fetchAndActivate).mockRejectedValue(new Error('remoteconfig/fetch-status'));

    await expect(fetchAnnouncementConfig('firebase')).resolves.toEqual(disabled);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('reads the preview banner from the VITE_ANNOUNCEMENT_BANNER_* settings', async () => {
    vi.stubEnv('VITE_ANNOUNCEMENT_BANNER_TEXT', 'Preview announcement');
    vi.stubEnv('VITE_ANNOUNCEMENT_BANNER_BACKGROUND_COLOR', '#fef3c7');
    vi.stubEnv('VITE_ANNOUNCEMENT_BANNER_FONT_COLOR', '#78350f');

    await expect(fetchAnnouncementConfig('memory')).resolves.toEqual({
      enabled: true,
      text: 'Preview announcement',
      backgroundColor: '#fef3c7',
      fontColor: '#78350f',
    });
  });

  it('leaves the preview banner off without a text', async () => {
    vi.stubEnv('VITE_ANNOUNCEMENT_BANNER_TEXT', '');

    await expect(fetchAnnouncementConfig('memory')).resolves.toEqual(disabled);
  });
});
