// For tests: the gmapsGeocodeCache ids of picked places, each the SHA-256 hex of
// placeDetailsCacheKey(placeId) worked out outside the app (printf 'place_id\n%s' id | sha256sum).
// The functions' node:crypto hash and the web app's Web Crypto hash are both held to these, so the
// two give the same id for the same place.

export const PLACE_DETAILS_CACHE_IDS: readonly { placeId: string; cacheId: string }[] = [
  {
    placeId: 'seed-place-1',
    cacheId: '2862121d5da0d73f2218526704832f6538e2b0df345e6f577c477ebe3ff625cf',
  },
  {
    placeId: 'ChIJ_cedar_hollow_2418',
    cacheId: '9b28e7e3fafbf8aeac17292b48cc554b2636e1d4a2f91367e1426999a8364c92',
  },
  {
    placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
    cacheId: 'ce4bb8be6afd88a776d8d23169ad21e1a3a885e1a99aae859d93ebd6a379ee8f',
  },
];
