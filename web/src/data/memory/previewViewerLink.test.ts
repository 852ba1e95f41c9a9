import { beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { createMemoryDataLayer } from './createMemoryDataLayer';
import { previewViewerFromLink } from './previewViewerLink';

beforeEach(() => window.sessionStorage.clear());

describe('a preview link that names who is signed in', () => {
  it('reads the sample client from the query string, and nothing else', () => {
    expect(previewViewerFromLink('?previewViewer=sample-client')).toBe('sample-client');
    expect(previewViewerFromLink('?package=full-yard&previewViewer=sample-client')).toBe(
      'sample-client',
    );
    expect(previewViewerFromLink('')).toBeNull();
    expect(previewViewerFromLink('?previewViewer=admin')).toBeNull();
    expect(previewViewerFromLink('?viewer=sample-client')).toBeNull();
  });

  it('opens a fresh preview as the sample client', () => {
    const dataLayer = createMemoryDataLayer({
      rememberSession: true,
      linkQuery: '?previewViewer=sample-client',
    });

    expect(dataLayer.auth.currentUser()).toEqual({
      uid: SAMPLE_CLIENT.uid,
      isAnonymous: false,
      email: SAMPLE_CLIENT.email,
      displayName: SAMPLE_CLIENT.displayName,
    });
  });

  it('replaces the visitor the tab remembers, and the sample client stays after a reload', async () => {
    const visitorTab = createMemoryDataLayer({ rememberSession: true });
    await visitorTab.auth.signInAnonymously();

    const fromLink = createMemoryDataLayer({
      rememberSession: true,
      linkQuery: '?previewViewer=sample-client',
    });
    const reloaded = createMemoryDataLayer({ rememberSession: true, linkQuery: '' });

    expect(fromLink.auth.currentUser()).toMatchObject({ uid: SAMPLE_CLIENT.uid });
    expect(reloaded.auth.currentUser()).toMatchObject({ uid: SAMPLE_CLIENT.uid });
  });

  it('leaves a preview opened without it to its remembered user', async () => {
    const visitorTab = createMemoryDataLayer({ rememberSession: true });
    const visitor = await visitorTab.auth.signInAnonymously();

    const reloaded = createMemoryDataLayer({ rememberSession: true, linkQuery: '?package=x' });

    expect(reloaded.auth.currentUser()).toEqual(visitor);
  });
});
