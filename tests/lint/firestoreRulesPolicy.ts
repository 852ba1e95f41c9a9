import {
  functionsOf,
  grantsOf,
  inlineCalls,
  matchPathsOf,
  parseRules,
  type Grant,
  type RulesFunction,
} from './rulesText';

// The policy firestore.rules must keep, checked on its text: deny by default, no client writes,
// reference data readable by everyone and nothing else, and no grant for merely being signed in
// except a get (never a list) of the shared collections that hold data about places, not people.

const DOCUMENTS = '/databases/{database}/documents';
const CATCH_ALL = `${DOCUMENTS}/{document=**}`;
const READ_METHODS = new Set(['read', 'get', 'list']);
const WRITE_METHODS = new Set(['write', 'create', 'update', 'delete']);
/** Conditions that only say "somebody is signed in", which anonymous visitors always are. */
const SIGNED_IN_ONLY = new Set(['request.auth != null', 'request.auth.uid != null']);

/** The lists of collections the policy treats apart from the owner-only rest. */
export interface CollectionKinds {
  /** Reference data: everyone, signed in or not, reads and lists it. */
  publicCollections: readonly string[];
  /** Shared data: any signed-in user gets a document by id; nobody lists it. */
  sharedByIdCollections: readonly string[];
}

export interface CollectionAccess {
  /** sharedById: some grant asks only that the reader is signed in. */
  access: 'reference' | 'owner' | 'sharedById' | 'serverOnly';
  /** A get of one document is granted to someone. */
  get: boolean;
  /** A list (query) is granted to someone. */
  list: boolean;
  /** The get grant lets the owner read a document that does not exist yet. */
  readsMissing: boolean;
}

/** Strips whitespace and the parentheses around a whole condition. */
function bare(condition: string): string {
  let text = condition.replace(/\s+/g, ' ').trim();
  while (text.startsWith('(') && text.endsWith(')')) text = text.slice(1, -1).trim();
  return text;
}

const grants = (text: string) => grantsOf(parseRules(text));
const signedInOnly = (grant: Grant, functions: Map<string, RulesFunction>) =>
  SIGNED_IN_ONLY.has(bare(inlineCalls(grant.condition, functions)));
const lists = (grant: Grant) =>
  grant.methods.some((method) => method === 'list' || method === 'read');
const reads = (grant: Grant) => grant.methods.some((method) => READ_METHODS.has(method));
const writes = (grant: Grant) => grant.methods.some((method) => WRITE_METHODS.has(method));
const grantsSomething = (grant: Grant) => grant.condition !== 'false';

/** The collection a grant's path is about: /databases/{database}/documents/{name}/{id}. */
function collectionOf(path: string): string | undefined {
  const match = new RegExp(`^${escapeRegExp(DOCUMENTS)}/(\\w+)/\\{\\w+\\}$`).exec(path);
  return match?.[1];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How the rules let clients read each collection. */
export function firestoreAccess(text: string, collections: readonly string[]) {
  const all = grants(text).filter(grantsSomething);
  const functions = functionsOf(parseRules(text));
  return Object.fromEntries(
    collections.map((name): [string, CollectionAccess] => {
      const own = all.filter((grant) => collectionOf(grant.path) === name && reads(grant));
      const methods = new Set(own.flatMap((grant) => grant.methods));
      const getGrant = own.find((grant) => grant.methods.some((m) => m === 'get' || m === 'read'));
      const getCondition = getGrant ? inlineCalls(getGrant.condition, functions) : '';
      return [
        name,
        {
          access:
            own.length === 0
              ? 'serverOnly'
              : own.some((grant) => grant.condition === 'true')
                ? 'reference'
                : own.some((grant) => signedInOnly(grant, functions))
                  ? 'sharedById'
                  : 'owner',
          get: methods.has('get') || methods.has('read'),
          list: methods.has('list') || methods.has('read'),
          // Either the id alone decides (no look at the stored document), or a missing document is
          // provided for explicitly.
          readsMissing:
            getGrant !== undefined &&
            (!/\bresource\b/.test(getCondition) || getCondition.includes('resource == null')),
        },
      ];
    }),
  );
}

/** What is wrong with the rules; nothing when they keep the policy. */
export function firestorePolicyViolations(
  text: string,
  collections: readonly string[],
  { publicCollections, sharedByIdCollections }: CollectionKinds,
): string[] {
  const violations: string[] = [];
  const all = grants(text);
  const functions = functionsOf(parseRules(text));

  const catchAll = all.filter((grant) => grant.path === CATCH_ALL);
  const catchAllMethods = new Set(catchAll.flatMap((grant) => grant.methods));
  if (
    !catchAll.every((grant) => grant.condition === 'false') ||
    !catchAllMethods.has('read') ||
    !catchAllMethods.has('write')
  ) {
    violations.push(`no default deny: ${CATCH_ALL} must allow read, write only if false`);
  }

  for (const grant of all) {
    if (writes(grant) && grant.condition !== 'false') {
      violations.push(`a client write is granted at ${grant.path}: ${grant.condition}`);
    }
    if (!grantsSomething(grant) || grant.path === CATCH_ALL) continue;
    const name = collectionOf(grant.path);
    if (!name) {
      violations.push(`a grant outside a top-level collection: ${grant.path}`);
    } else if (!collections.includes(name)) {
      violations.push(`rules for a collection the product does not have: ${name}`);
    }
    const condition = bare(inlineCalls(grant.condition, functions));
    if (SIGNED_IN_ONLY.has(condition)) {
      if (!name || !sharedByIdCollections.includes(name)) {
        violations.push(`a grant for merely being signed in at ${grant.path}: ${grant.condition}`);
      } else if (lists(grant)) {
        // Listing would let anyone see what everyone else looked up.
        violations.push(`a list granted for merely being signed in at ${grant.path}`);
      }
    } else if (
      condition !== 'true' &&
      !/request\.auth\.uid ==|== request\.auth\.uid/.test(condition)
    ) {
      violations.push(`a grant that does not name the reader at ${grant.path}: ${grant.condition}`);
    } else if (condition === 'true' && (!name || !publicCollections.includes(name))) {
      violations.push(`a grant to everyone on data that is not reference data: ${grant.path}`);
    }
  }

  const access = firestoreAccess(text, collections);
  for (const name of publicCollections) {
    if (access[name]?.access !== 'reference' || !access[name].list) {
      violations.push(`reference data not readable by everyone: ${name}`);
    }
  }
  for (const name of sharedByIdCollections) {
    if (access[name]?.access !== 'sharedById' || !access[name].get) {
      violations.push(`shared data not readable by id by every signed-in user: ${name}`);
    }
    if (access[name]?.list) violations.push(`shared data that can be listed: ${name}`);
  }

  const matched = matchPathsOf(parseRules(text));
  for (const path of matched) {
    if (path !== DOCUMENTS && path !== CATCH_ALL && !collectionOf(path)) {
      violations.push(`a match this policy does not expect: ${path}`);
    }
  }
  return violations;
}
