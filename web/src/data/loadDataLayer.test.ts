import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { loadDataLayer } from './loadDataLayer';
import type { DataLayer, SessionUser } from './types';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
});

/** Who the app hears is signed in when it starts. */
function firstUser(dataLayer: DataLayer): Promise<SessionUser | null> {
  return new Promise((resolve) => {
    const unsubscribe = dataLayer.auth.onUserChanged((user) => {
      unsubscribe();
      resolve(user);
    });
  });
}

describe('the preview build (in-memory backend)', () => {
  it('opens as the sample client from a link with previewViewer=sample-client', async () => {
    window.history.replaceState(null, '', '/onboard/my-yard?previewViewer=sample-client');

    const user = await firstUser(await loadDataLayer());

    expect(user).toMatchObject({ uid: SAMPLE_CLIENT.uid, isAnonymous: false });
  });

  it('opens with nobody signed in from a plain link', async () => {
    window.history.replaceState(null, '', '/onboard/my-yard');

    const user = await firstUser(await loadDataLayer());

    expect(user).toBeNull();
  });
});
