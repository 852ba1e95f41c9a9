import { describe, expect, it } from 'vitest';
import type { DesignProfileDoc } from '../firestore/documents';
import { newDesignProfile } from './designProfile';
import { carriedContactInformation } from './carriedContact';

const address = { street: '2418 Cedar Hollow Lane', city: 'Austin', state: 'TX', zip: '78704' };

function profile(
  contactInformation: DesignProfileDoc['contactInformation'],
  purchased = false,
): DesignProfileDoc {
  const base = newDesignProfile({ userId: 'client-1', versionId: 'v2', isTestAccount: false });
  return { ...base, purchased, contactInformation };
}

describe('contact information carried into a new design profile', () => {
  it('is nothing without an earlier profile, or with only empty ones', () => {
    expect(carriedContactInformation([])).toBeNull();
    expect(carriedContactInformation([profile({ email: '' })])).toBeNull();
  });

  it('takes the profile with a complete address, the purchased one first', () => {
    const emailOnly = profile({ email: 'ana@example.com' });
    const saved = profile({ email: 'ana@example.com', ...address });
    const bought = profile({ email: 'ana@example.com', ...address, street: '9 Elm St' }, true);
    expect(carriedContactInformation([emailOnly, saved])).toEqual(saved.contactInformation);
    expect(carriedContactInformation([saved, bought, emailOnly])).toEqual(
      bought.contactInformation,
    );
  });

  it('takes an email when no profile has a complete address', () => {
    const partial = profile({ email: 'ana@example.com', city: 'Austin' });
    expect(carriedContactInformation([profile({ email: '' }), partial])).toEqual(
      partial.contactInformation,
    );
  });
});
