import { isPreciseAddressResult } from '../forms/addressSearch';
import type { SeedPlace } from '../seed/addresses';
import {
  MAX_ADDRESS_SUGGESTIONS,
  usablePlaceAddress,
  type AddressSuggestion,
  type PlaceAddress,
} from './placeAddress';

// The local stand-in's address search (no Google key: the functions' stand-in; the preview's
// in-memory data layer): seeded places found by what was typed, filtered like Google's answers.

/** So "2418 cedar hollow ln" finds "2418 Cedar Hollow Lane", as it would on Google. */
const STREET_ABBREVIATIONS: Readonly<Record<string, string>> = {
  street: 'st',
  avenue: 'ave',
  lane: 'ln',
  drive: 'dr',
  road: 'rd',
  boulevard: 'blvd',
  court: 'ct',
  circle: 'cir',
  trail: 'trl',
};

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * Decision: a place matches when every word typed starts a word of its formatted address, in any
 * order and case, punctuation ignored ("cedar hollow 2418" finds 2418 Cedar Hollow Lane).
 */
export function matchesSeedPlace(query: string, place: SeedPlace): boolean {
  const typed = words(query);
  if (typed.length === 0) return false;
  const addressWords = words(place.formattedAddress).flatMap((word) => {
    const abbreviation = STREET_ABBREVIATIONS[word];
    return abbreviation ? [word, abbreviation] : [word];
  });
  return typed.every((word) => addressWords.some((addressWord) => addressWord.startsWith(word)));
}

/** The place's address, or null when Google's answer would be dropped (imprecise, not a live state). */
export function seedPlaceAddress(place: SeedPlace): PlaceAddress | null {
  const precise = isPreciseAddressResult({
    types: place.types,
    geometry: { location_type: place.locationType },
  });
  return precise ? usablePlaceAddress(place) : null;
}

/** Suggestions for the text typed: matching places with a usable address, in seed order. */
export function searchSeedPlaces(query: string, places: readonly SeedPlace[]): AddressSuggestion[] {
  return places
    .filter((place) => matchesSeedPlace(query, place) && seedPlaceAddress(place) !== null)
    .slice(0, MAX_ADDRESS_SUGGESTIONS)
    .map((place) => ({ placeId: place.placeId, description: place.formattedAddress }));
}

/** The address of a suggested place; null for an unknown id or a place the search drops. */
export function seedPlaceDetails(
  placeId: string,
  places: readonly SeedPlace[],
): PlaceAddress | null {
  const place = places.find((candidate) => candidate.placeId === placeId);
  return place ? seedPlaceAddress(place) : null;
}
