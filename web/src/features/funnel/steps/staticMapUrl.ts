import type { ContactInformation } from '@yardwise/domain/firestore/documents';
import { formattedAddressOf } from '@web/ui/address/enteredAddress';

const STATIC_MAPS_ENDPOINT = 'https://maps.googleapis.com/maps/api/staticmap';

/** Close enough to make out one lot and its yard, with a little of the street around it. */
export const PROPERTY_MAP_ZOOM = 19;
// 640 px is the widest image the Static Maps API serves on a standard plan; scale 2 doubles the
// pixels so the image stays sharp on high-density phone screens.
export const PROPERTY_MAP_WIDTH = 640;
export const PROPERTY_MAP_HEIGHT = 400;
export const PROPERTY_MAP_SCALE = 2;

/** Where the property is: its coordinates when the address search found them, else its address. */
function propertyLocation(contact: ContactInformation): string {
  const latLng = contact.latLng;
  if (latLng && Number.isFinite(latLng.lat) && Number.isFinite(latLng.lng)) {
    return `${latLng.lat},${latLng.lng}`;
  }
  return formattedAddressOf(contact);
}

/**
 * The Google Static Maps satellite image of the visitor's property, with a marker on it; null when
 * there is no key or no address to show.
 */
export function propertyMapUrl(
  apiKey: string | undefined,
  contact: ContactInformation,
): string | null {
  const key = apiKey?.trim();
  const location = propertyLocation(contact);
  if (!key || !location) return null;
  const params = new URLSearchParams({
    center: location,
    zoom: String(PROPERTY_MAP_ZOOM),
    size: `${PROPERTY_MAP_WIDTH}x${PROPERTY_MAP_HEIGHT}`,
    scale: String(PROPERTY_MAP_SCALE),
    maptype: 'satellite',
    markers: location,
    key,
  });
  return `${STATIC_MAPS_ENDPOINT}?${params.toString()}`;
}
