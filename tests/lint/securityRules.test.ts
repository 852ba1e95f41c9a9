import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import {
  COLLECTIONS,
  PUBLIC_COLLECTIONS,
  SHARED_BY_ID_COLLECTIONS,
  type CollectionName,
} from '@yardwise/domain/firestore/collections';
import {
  isPlanContentType,
  PLAN_FILE_PREFIX,
  UPLOAD_SIZE_LIMITS,
  storedCategory,
} from '@yardwise/domain/forms/uploadAccept';
import { MEDIA_FILE_NAME } from '@yardwise/domain/onboarding/media';
import { budgetMetadataId, firstPhaseMetadataId } from '@yardwise/domain/wishlist/budget';
import { FIRESTORE_CASES } from '../rules/firestoreCases';
import {
  ACCEPTED_TYPES,
  REFUSED_FILE_NAMES,
  REFUSED_TYPES,
  UPLOADER_FILE_NAME,
} from '../rules/storageCases';
import { firestoreAccess, firestorePolicyViolations } from './firestoreRulesPolicy';
import { stringLiterals } from './rulesText';
import { storagePolicyViolations, type UploaderRules } from './storageRulesPolicy';
import { liveReadsIn, liveReadsInText, refusedLiveReads } from './webLiveReads';

// The security rules' policy, checked offline on the rules files (the emulator suite in
// tests/rules needs Java 21): every check is also shown to catch a rules file that breaks it.

const ROOT = new URL('../../', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, ROOT), 'utf8');
const FIRESTORE_RULES = read('firestore.rules');
const STORAGE_RULES = read('storage.rules');
const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];
const LIVE_READS = liveReadsIn(fileURLToPath(new URL('web/src', ROOT)));

/** The text with one change made; the text must hold what is changed, so no change is a no-op. */
function changed(text: string, from: string, to: string): string {
  expect(text).toContain(from);
  return text.replace(from, to);
}

/** A collection's rules added just before the catch-all. */
function withCollectionRules(text: string, rules: string): string {
  return changed(text, '    match /{document=**} {', `    ${rules}\n    match /{document=**} {`);
}

const firestoreViolations = (text: string) =>
  firestorePolicyViolations(text, COLLECTION_NAMES, {
    publicCollections: PUBLIC_COLLECTIONS,
    sharedByIdCollections: SHARED_BY_ID_COLLECTIONS,
  });

const GEOCODE_CACHE_GET =
  'match /gmapsGeocodeCache/{id} {\n      allow get: if request.auth != null;';
/** The rules with the geocode cache's grant replaced. */
const withGeocodeCacheGrant = (grant: string) =>
  changed(FIRESTORE_RULES, GEOCODE_CACHE_GET, `match /gmapsGeocodeCache/{id} {\n      ${grant}`);

describe('firestore.rules', () => {
  it('keeps the policy', () => {
    expect(firestoreViolations(FIRESTORE_RULES)).toEqual([]);
  });

  it.each([
    ['no default deny', 'allow read, write: if false;', 'allow read: if false;', 'no default deny'],
    [
      'a client write',
      'match /media/{id} { allow read:',
      'match /media/{id} { allow read, create:',
      'a client write is granted at /databases/{database}/documents/media/{id}',
    ],
    [
      'an update of the own profile',
      'allow get: if isUser(uid);',
      'allow get: if isUser(uid);\n      allow update: if isUser(uid);',
      'a client write is granted at /databases/{database}/documents/profiles/{uid}',
    ],
  ])('catches %s', (_name, from, to, violation) => {
    expect(firestoreViolations(changed(FIRESTORE_RULES, from, to)).join('\n')).toContain(violation);
  });

  it.each([
    ['request.auth != null', 'match /orders/{id} { allow read: if request.auth != null; }'],
    ['a signedIn() helper', 'match /orders/{id} { allow get: if signedIn(); }'],
  ])('catches a grant for merely being signed in: %s', (_name, rules) => {
    const text = changed(
      withCollectionRules(FIRESTORE_RULES, rules),
      '    function isUser(uid) {',
      '    function signedIn() { return request.auth != null; }\n    function isUser(uid) {',
    );
    expect(firestoreViolations(text).join('\n')).toContain('merely being signed in');
  });

  it.each([
    [
      'a list',
      'allow get, list: if request.auth != null;',
      'a list granted for merely being signed in',
    ],
    [
      'a read (get and list)',
      'allow read: if request.auth != null;',
      'shared data that can be listed',
    ],
    [
      'a list of the own entries',
      'allow get: if request.auth != null;\n      allow list: if isUser(resource.data.userId);',
      'shared data that can be listed: gmapsGeocodeCache',
    ],
    ['a read by signed-out visitors', 'allow get: if true;', 'not reference data'],
    ['no read at all', 'allow get: if false;', 'not readable by id by every signed-in user'],
    [
      'a read by full accounts only',
      "allow get: if request.auth.token.firebase.sign_in_provider != 'anonymous';",
      'does not name the reader',
    ],
    ['a client write', 'allow get, create: if request.auth != null;', 'a client write is granted'],
  ])('catches the geocode cache allowing %s', (_name, grant, violation) => {
    expect(firestoreViolations(withGeocodeCacheGrant(grant)).join('\n')).toContain(violation);
  });

  it('catches a get for merely being signed in on a collection that is not shared by id', () => {
    const text = withCollectionRules(
      FIRESTORE_RULES,
      'match /singleUsePromoEmails/{id} { allow get: if request.auth != null; }',
    );
    expect(firestoreViolations(text).join('\n')).toContain(
      'a grant for merely being signed in at /databases/{database}/documents/singleUsePromoEmails/{id}',
    );
  });

  it('catches a grant that does not name the reader (e.g. any verified email)', () => {
    const text = withCollectionRules(
      FIRESTORE_RULES,
      'match /orders/{id} { allow get: if request.auth.token.email_verified == true; }',
    );
    expect(firestoreViolations(text).join('\n')).toContain('does not name the reader');
  });

  it('catches server-only data readable by everyone', () => {
    const text = withCollectionRules(FIRESTORE_RULES, 'match /codes/{id} { allow read: if true; }');
    expect(firestoreViolations(text).join('\n')).toContain('not reference data');
  });

  it('catches reference data that visitors cannot list', () => {
    const text = changed(
      FIRESTORE_RULES,
      'match /colors/{id} { allow read: if true; }',
      'match /colors/{id} { allow get: if true; }',
    );
    expect(firestoreViolations(text)).toEqual(['reference data not readable by everyone: colors']);
  });

  it('catches rules for a collection the product does not have, and for a subcollection', () => {
    const stale = withCollectionRules(
      FIRESTORE_RULES,
      'match /mediaFiles/{id} { allow get: if isUser(resource.data.userId); }',
    );
    expect(firestoreViolations(stale).join('\n')).toContain('does not have: mediaFiles');
    const nested = withCollectionRules(
      FIRESTORE_RULES,
      'match /media/{id}/notes/{note} { allow get: if isUser(resource.data.userId); }',
    );
    expect(firestoreViolations(nested).join('\n')).toContain('outside a top-level collection');
  });

  it('makes PUBLIC_COLLECTIONS exactly the collections everyone reads', () => {
    const access = firestoreAccess(FIRESTORE_RULES, COLLECTION_NAMES);
    const everyone = COLLECTION_NAMES.filter((name) => access[name]!.access === 'reference');
    expect(everyone.sort()).toEqual([...PUBLIC_COLLECTIONS].sort());
  });

  it('makes SHARED_BY_ID_COLLECTIONS exactly the collections any signed-in user gets by id', () => {
    const access = firestoreAccess(FIRESTORE_RULES, COLLECTION_NAMES);
    const shared = COLLECTION_NAMES.filter((name) => access[name]!.access === 'sharedById');
    expect(shared.sort()).toEqual([...SHARED_BY_ID_COLLECTIONS].sort());
    for (const name of shared) expect(access[name]).toMatchObject({ get: true, list: false });
  });

  it('builds the ids of derived documents as the domain does', () => {
    const literals = stringLiterals(FIRESTORE_RULES);
    const onboardPrefix = onboardStateIdFor('');
    expect(FIRESTORE_RULES).toContain(`'${onboardPrefix}' + request.auth.uid`);
    expect(literals.filter((literal) => literal.startsWith('onboard-state'))).toEqual(
      literals.filter((literal) => literal === onboardPrefix),
    );
    // Budget metadata is keyed by the project id, its first phase by {projectId}-phase-1.
    expect(budgetMetadataId('project-1')).toBe('project-1');
    expect(FIRESTORE_RULES).toContain(`ownProjectId() + '${firstPhaseMetadataId('')}'`);
  });
});

describe('the emulator cases (tests/rules/firestoreCases.ts)', () => {
  const access = firestoreAccess(FIRESTORE_RULES, COLLECTION_NAMES);

  it.each(COLLECTION_NAMES)('cover %s as the rules treat it', (name) => {
    const cases = FIRESTORE_CASES[name];
    expect(cases, `firestoreCases.ts has no cases for ${name}`).toBeDefined();
    const rules = access[name]!;
    expect(rules.access).toBe(cases.access);
    if (cases.access === 'owner') {
      expect(rules.get).toBe(true);
      expect(rules.list).toBe(cases.appQueries !== undefined);
      expect(rules.readsMissing).toBe(cases.readBeforeCreated === true);
    }
    if (cases.access === 'sharedById') {
      // Read by id before the server may have written it: a cache miss must read as missing.
      expect(rules).toMatchObject({ get: true, list: false, readsMissing: true });
      expect(cases.appQueries).toBeUndefined();
    }
  });

  it('catches a collection added to the rules without its cases', () => {
    const text = withCollectionRules(
      FIRESTORE_RULES,
      'match /orders/{id} { allow get: if isUser(resource.data.userId); }',
    );
    expect(firestoreAccess(text, COLLECTION_NAMES).orders!.access).not.toBe(
      FIRESTORE_CASES.orders.access,
    );
  });

  it("run exactly the app's live queries, which filter on the owner where data is personal", () => {
    const shape = (fields: string[]) => [...fields].sort().join(',');
    const appQueries = new Set(
      LIVE_READS.filter((read) => read.kind === 'query').map(
        (read) => `${read.collection}?${shape(read.fields)}`,
      ),
    );
    const caseQueries = new Set(
      COLLECTION_NAMES.flatMap((name) =>
        (FIRESTORE_CASES[name].appQueries?.('uid') ?? []).map(
          (filters) => `${name}?${shape(filters.map((filter) => filter.field))}`,
        ),
      ),
    );
    expect(appQueries.size).toBeGreaterThan(0);
    expect([...caseQueries].sort()).toEqual([...appQueries].sort());
    for (const query of appQueries) {
      const [collection, fields] = query.split('?');
      if (FIRESTORE_CASES[collection as CollectionName].access !== 'reference') {
        expect(fields!.split(','), query).toContain('userId');
      }
    }
  });

  it('let the app make every live read it makes: a get by id, a query only where lists are granted', () => {
    expect(LIVE_READS.filter((read) => read.kind === 'document').length).toBeGreaterThan(0);
    expect(refusedLiveReads(LIVE_READS, access)).toEqual([]);
  });

  it('catch an app read the rules refuse: a list of the geocode cache, a get of server-only data', () => {
    const probe = [
      "useLiveDocument('gmapsGeocodeCache', cacheId);",
      "useLiveQuery('gmapsGeocodeCache', [{ field: 'provider', value: 'google' }]);",
      "useLiveDocument('orders', orderId);",
    ].join('\n');
    expect(refusedLiveReads(liveReadsInText(probe, 'Probe.tsx'), access)).toEqual([
      'a query read of gmapsGeocodeCache in Probe.tsx',
      'a document read of orders in Probe.tsx',
    ]);
  });
});

describe("the reader of the app's live reads (tests/lint/webLiveReads.ts)", () => {
  it('finds the calls, over several lines too, and not the hooks themselves', () => {
    const text = [
      'export function useLiveDocument<C extends CollectionName>(collection: C, id: string) {}',
      "const entry = useLiveDocument('gmapsGeocodeCache', cacheId);",
      'const agreement = useLiveDocument(',
      "  'termsAgreements',",
      '  uid,',
      ');',
      "const media = useLiveQuery('media', [{ field: 'userId', value: uid }, { field: 'projectId', value: p }]);",
    ].join('\n');
    expect(liveReadsInText(text, 'Probe.tsx')).toEqual([
      { kind: 'document', collection: 'gmapsGeocodeCache', fields: [], file: 'Probe.tsx' },
      { kind: 'document', collection: 'termsAgreements', fields: [], file: 'Probe.tsx' },
      { kind: 'query', collection: 'media', fields: ['projectId', 'userId'], file: 'Probe.tsx' },
    ]);
  });

  it.each([
    [
      'a collection in a variable',
      'useLiveDocument(collection, id);',
      'collection is not a string literal',
    ],
    [
      'a typed call with a variable',
      'useLiveDocument<C>(name, id);',
      'collection is not a string literal',
    ],
    ['filters in a variable', "useLiveQuery('media', filters);", 'filters are not a literal list'],
  ])('refuses %s, which the rules checks could not see', (_name, text, error) => {
    expect(() => liveReadsInText(text, 'Probe.tsx')).toThrow(error);
  });
});

const UPLOADER: UploaderRules = {
  sizeLimits: UPLOAD_SIZE_LIMITS,
  // Plans' JPEG and PNG scans are stored under the plan prefix with the documents' limit.
  planImages: {
    prefix: PLAN_FILE_PREFIX,
    isPlanImageType: (type) => isPlanContentType(type) && storedCategory(type) === 'photo',
    sizeLimit: UPLOAD_SIZE_LIMITS.document,
  },
  storedCategory,
  isMediaFileName: (name) => MEDIA_FILE_NAME.test(name),
  contentTypes: [
    ...Object.values(ACCEPTED_TYPES).flat(),
    ...REFUSED_TYPES,
    'image/jpg',
    'video/x-matroska',
    'application/pdf ',
    'image/vnd.dwgx',
    'image/svg+xmlx',
  ],
  fileNames: [
    UPLOADER_FILE_NAME,
    ...REFUSED_FILE_NAMES,
    'a',
    'a.',
    '-a.jpg',
    '_a.heic',
    'a.b.c',
    'x'.repeat(200),
    'café.jpg',
  ],
};

const storageViolations = (text: string) => storagePolicyViolations(text, UPLOADER);

describe('storage.rules', () => {
  it('keeps the policy and agrees with the uploader on limits, types and names', () => {
    expect(storageViolations(STORAGE_RULES)).toEqual([]);
  });

  it.each([
    ['no default deny', 'allow read, write: if false;', 'allow read: if false;', 'no default deny'],
    [
      'listing',
      'allow get: if isUser(uid);',
      'allow read: if isUser(uid);',
      'read granted on media files',
    ],
    [
      'deleting',
      'allow get: if isUser(uid);',
      'allow get, delete: if isUser(uid);',
      'delete granted on media files',
    ],
    [
      'reading any folder when signed in',
      'allow get: if isUser(uid);',
      'allow get: if request.auth != null;',
      "not limited to the folder's owner",
    ],
    ['overwriting', 'resource == null && ', '', 'does not check resource == null'],
    ['uploads by anonymous visitors', 'hasAccount() && ', '', 'does not check hasAccount()'],
    [
      'uploads by accounts that bought nothing',
      'hasAccount() && isOnboardClient(uid)',
      'hasAccount()',
      'does not check isOnboardClient(uid)',
    ],
    [
      'an onboard check that reads another document',
      "onboardStates/$('onboard-state-' + uid)",
      "profiles/$('onboard-state-' + uid)",
      "does not check that the uploader's onboard state exists",
    ],
    [
      'SVGs that open in a tab',
      "request.resource.contentDisposition == 'attachment'",
      'true',
      'lets an SVG be stored to open inline',
    ],
    [
      'an account check that lets anonymous visitors in',
      "sign_in_provider != 'anonymous'",
      "sign_in_provider != 'none'",
      'lets anonymous visitors upload',
    ],
    [
      'a grant outside media/',
      '    match /{path=**} {',
      '    match /exports/{uid}/{name} { allow get: if isUser(uid); }\n    match /{path=**} {',
      'a grant outside /b/{bucket}/o/media/{uid}/{fileName}',
    ],
    [
      "a photo limit other than the uploader's",
      'sizeUpTo(25 * 1024 * 1024)',
      'sizeUpTo(26 * 1024 * 1024)',
      "photo size limit 27262976 is not the uploader's 26214400",
    ],
    [
      "a video limit other than the uploader's",
      'sizeUpTo(1024 * 1024 * 1024)',
      'sizeUpTo(2 * 1024 * 1024 * 1024)',
      'video size limit',
    ],
    [
      "a document limit other than the uploader's",
      'sizeUpTo(50 * 1024 * 1024)',
      'sizeUpTo(500 * 1024 * 1024)',
      'document size limit',
    ],
    [
      'a content type the uploader refuses',
      'heic|heif)',
      'heic|heif|gif)',
      'image/gif: photo in the rules, refused for the uploader',
    ],
    [
      'a content type the uploader accepts but the rules refuse',
      'svg[+]xml|',
      '',
      'image/svg+xml: refused in the rules, photo for the uploader',
    ],
    [
      'clients writing derived images',
      '{derivedFile} {\n      allow get: if isUser(uid);',
      '{derivedFile} {\n      allow get, create: if isUser(uid);',
      'create granted on derived images',
    ],
    [
      'derived images readable by anyone signed in',
      '{derivedFile} {\n      allow get: if isUser(uid);',
      '{derivedFile} {\n      allow get: if request.auth != null;',
      'a derived image grant not limited to the owner',
    ],
    ['file names longer than the uploader allows', '{0,199}', '{0,299}', 'file name'],
    [
      'a create grant without plan images',
      ' || isPlanImage(fileName)',
      '',
      'the create grant does not check isPlanImage(fileName)',
    ],
    [
      "a plan image limit other than the documents'",
      "'image/(jpeg|png)')\n        && sizeUpTo(50 * 1024 * 1024)",
      "'image/(jpeg|png)')\n        && sizeUpTo(100 * 1024 * 1024)",
      "plan image size limit 104857600 is not the uploader's 52428800",
    ],
    [
      'plan images of a type plans do not take',
      "'image/(jpeg|png)')",
      "'image/(jpeg|png|svg[+]xml)')",
      'image/svg+xml: the rules and the uploader disagree on plan images',
    ],
    [
      "the documents' limit for images without the plan prefix",
      "fileName.matches('plan-[A-Za-z0-9._-]*')",
      "fileName.matches('[A-Za-z0-9._-]*')",
      `plan image name "${UPLOADER_FILE_NAME}": the rules and the uploader disagree`,
    ],
  ])('catches %s', (_name, from, to, violation) => {
    expect(storageViolations(changed(STORAGE_RULES, from, to)).join('\n')).toContain(violation);
  });
});

describe('the emulator cases (tests/rules/storageCases.ts)', () => {
  it.each(Object.entries(ACCEPTED_TYPES))('accept %s types the uploader accepts', (kind, types) => {
    for (const type of types) expect(storedCategory(type), type).toBe(kind);
  });

  it('refuse types and names the uploader refuses, and name files as the uploader does', () => {
    for (const type of REFUSED_TYPES) expect(storedCategory(type), type).toBeNull();
    for (const name of REFUSED_FILE_NAMES) expect(MEDIA_FILE_NAME.test(name), name).toBe(false);
    expect(MEDIA_FILE_NAME.test(UPLOADER_FILE_NAME)).toBe(true);
  });
});
