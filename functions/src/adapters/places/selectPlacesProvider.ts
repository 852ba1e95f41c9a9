import { configuredValue, GOOGLE_MAPS_API_KEY } from '../../config';
import { logWarning } from '../../logs';
import { googlePlacesProvider } from './googlePlacesProvider';
import type { PlacesProvider } from './placesProvider';
import { placesStandIn } from './standInPlacesProvider';

let standInAnnounced = false;

/** Google when GOOGLE_MAPS_API_KEY is configured; otherwise the labelled local stand-in. */
export function placesProvider(fetchImpl: typeof fetch = fetch): PlacesProvider {
  const key = configuredValue(GOOGLE_MAPS_API_KEY);
  if (key) return googlePlacesProvider(key, fetchImpl);
  // Once per instance: a search runs on every pause in typing, and one line says it all.
  if (!standInAnnounced) {
    standInAnnounced = true;
    logWarning(
      '[local stand-in] GOOGLE_MAPS_API_KEY is not set: address search answers from seeded sample addresses',
    );
  }
  return placesStandIn;
}
