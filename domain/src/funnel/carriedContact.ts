import type { ContactInformation, DesignProfileDoc } from '../firestore/documents';
import { isLiveStateCode } from './usStates';

function hasAddress(contact: ContactInformation): boolean {
  const { street, city, state, zip } = contact;
  return Boolean(street?.trim() && city?.trim() && zip?.trim() && isLiveStateCode(state));
}

/**
 * The contact information a user's new design profile starts from: what they gave in another
 * version's profile, so a client who saved an address (or bought with it) is not asked again.
 * Decision: a profile with a complete address wins, a purchased one first; otherwise one with an
 * email; none of them, nothing.
 */
export function carriedContactInformation(
  profiles: readonly DesignProfileDoc[],
): ContactInformation | null {
  const ranked = [...profiles].sort(
    (a, b) =>
      Number(hasAddress(b.contactInformation)) - Number(hasAddress(a.contactInformation)) ||
      Number(b.purchased) - Number(a.purchased),
  );
  const best = ranked.find(
    (profile) => hasAddress(profile.contactInformation) || profile.contactInformation.email,
  );
  if (!best) return null;
  const { latLng, ...contact } = best.contactInformation;
  return latLng ? { ...contact, latLng: { ...latLng } } : contact;
}
