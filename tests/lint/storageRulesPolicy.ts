import type { StoredCategory } from '@yardwise/domain/forms/uploadAccept';
import { functionsOf, grantsOf, inlineCalls, parseRules, type RulesFunction } from './rulesText';

// The policy storage.rules must keep, checked on its text: deny by default; a client creates
// files only in its own media folder and reads them one by one; each kind of file has the content
// types and size limit the uploader (domain) states, and file names are the uploader's.

const BUCKET = '/b/{bucket}/o';
const CATCH_ALL = `${BUCKET}/{path=**}`;
const MEDIA_FILE = `${BUCKET}/media/{uid}/{fileName}`;
/** The images a function makes of a photo: their owner may only get them; only the function writes. */
const DERIVED_FILE = `${BUCKET}/media-derived/{uid}/{fileName}/{derivedFile}`;
const GRANTABLE = new Set(['get', 'create']);
/** The function of storage.rules that checks each kind of file. */
export const KIND_CHECKS: Record<StoredCategory, string> = {
  photo: 'isPhoto',
  video: 'isVideo',
  document: 'isDocument',
};
const FILE_NAME_CHECK = 'isMediaFileName';
/** The check that gives plans' JPEG and PNG scans (named with the plan prefix) the documents' limit. */
const PLAN_IMAGE_CHECK = 'isPlanImage';
/** Only clients who bought a design (fulfilment made their onboard state) may upload. */
const ONBOARD_CHECK = 'isOnboardClient(uid)';
const ONBOARD_STATE_EXISTS =
  "firestore.exists(/databases/(default)/documents/onboardStates/$('onboard-state-' + uid))";
/** An SVG can carry script: it is stored with Content-Disposition: attachment, recorded or not. */
const SVG_CHECK = 'svgDownloads()';
const SVG_DOWNLOADS =
  "request.resource.contentType != 'image/svg+xml' || request.resource.contentDisposition == 'attachment'";
/** recordMedia records files of accounts only, so anonymous visitors may not upload. */
const NOT_ANONYMOUS = "request.auth.token.firebase.sign_in_provider != 'anonymous'";

/** A rules string literal's value: its escapes (\\ for \) undone. */
const literalValue = (literal: string) => literal.replace(/\\(.)/g, '$1');

/** `matches` in rules matches the whole string, like an anchored JavaScript RegExp. */
const wholeMatch = (pattern: string) => new RegExp(`^(?:${pattern})$`);

function checkBody(functions: Map<string, RulesFunction>, name: string): string {
  const fn = functions.get(name);
  if (!fn) throw new Error(`storage.rules has no function ${name}`);
  return inlineCalls(fn.body, functions);
}

/** What storage.rules says about each kind of file and about file names. */
export function storageRulesFacts(text: string) {
  const functions = functionsOf(parseRules(text));
  const kinds = Object.keys(KIND_CHECKS) as StoredCategory[];
  const kindFacts = Object.fromEntries(
    kinds.map((kind) => {
      const body = checkBody(functions, KIND_CHECKS[kind]);
      const pattern = /request\.resource\.contentType\.matches\('((?:[^'\\]|\\.)*)'\)/.exec(body);
      const limit = /request\.resource\.size <= ([\d\s*]+)/.exec(body);
      return [
        kind,
        {
          contentType: pattern ? wholeMatch(literalValue(pattern[1]!)) : undefined,
          sizeLimit: limit
            ? limit[1]!
                .split('*')
                .map((factor) => Number(factor.trim()))
                .reduce((product, factor) => product * factor, 1)
            : undefined,
        },
      ];
    }),
  ) as Record<StoredCategory, { contentType?: RegExp; sizeLimit?: number }>;

  const nameBody = checkBody(functions, FILE_NAME_CHECK);
  const nameTests = [...nameBody.matchAll(/(!?)name\.matches\('((?:[^'\\]|\\.)*)'\)/g)].map(
    ([, negated, literal]) => ({
      negated: negated === '!',
      pattern: wholeMatch(literalValue(literal!)),
    }),
  );
  return {
    sizeLimit: (kind: StoredCategory) => kindFacts[kind].sizeLimit,
    /** The kinds whose content types include this one. */
    kindsOf: (contentType: string) =>
      kinds.filter((kind) => kindFacts[kind].contentType?.test(contentType) ?? false),
    acceptsFileName: (name: string) =>
      nameTests.length > 0 &&
      nameTests.every(({ negated, pattern }) => pattern.test(name) !== negated),
  };
}

/** What storage.rules says about plans' images: their content types, size limit and names. */
export function planImageFacts(text: string) {
  const functions = functionsOf(parseRules(text));
  const body = checkBody(functions, PLAN_IMAGE_CHECK);
  const pattern = /request\.resource\.contentType\.matches\('((?:[^'\\]|\\.)*)'\)/.exec(body);
  const name = /fileName\.matches\('((?:[^'\\]|\\.)*)'\)/.exec(body);
  const limit = /request\.resource\.size <= ([\d\s*]+)/.exec(body);
  return {
    accepts: (contentType: string) =>
      pattern ? wholeMatch(literalValue(pattern[1]!)).test(contentType) : false,
    acceptsFileName: (fileName: string) =>
      name ? wholeMatch(literalValue(name[1]!)).test(fileName) : false,
    sizeLimit: limit
      ? limit[1]!
          .split('*')
          .map((factor) => Number(factor.trim()))
          .reduce((product, factor) => product * factor, 1)
      : undefined,
  };
}

/** How the uploader stores plans' JPEG and PNG scans (domain/src/forms/uploadAccept.ts). */
export interface UploaderPlanImages {
  /** Their file names start with this. */
  prefix: string;
  /** The image types a plan takes (beside PDF, a document anyway). */
  isPlanImageType(contentType: string): boolean;
  sizeLimit: number;
}

export interface UploaderRules {
  sizeLimits: Record<StoredCategory, number>;
  planImages: UploaderPlanImages;
  storedCategory(contentType: string): StoredCategory | null;
  isMediaFileName(name: string): boolean;
  /** Content types and file names to compare the two on. */
  contentTypes: string[];
  fileNames: string[];
}

/** What is wrong with the rules; nothing when they keep the policy and agree with the uploader. */
export function storagePolicyViolations(text: string, uploader: UploaderRules): string[] {
  const violations: string[] = [];
  const grants = grantsOf(parseRules(text));
  const functions = functionsOf(parseRules(text));

  const catchAll = grants.filter((grant) => grant.path === CATCH_ALL);
  const catchAllMethods = new Set(catchAll.flatMap((grant) => grant.methods));
  if (
    !catchAll.every((grant) => grant.condition === 'false') ||
    !catchAllMethods.has('read') ||
    !catchAllMethods.has('write')
  ) {
    violations.push(`no default deny: ${CATCH_ALL} must allow read, write only if false`);
  }

  for (const grant of grants.filter((candidate) => candidate.condition !== 'false')) {
    if (grant.path === DERIVED_FILE) {
      violations.push(...derivedFileViolations(grant, functions));
      continue;
    }
    if (grant.path !== MEDIA_FILE) {
      violations.push(`a grant outside ${MEDIA_FILE}: ${grant.path}`);
      continue;
    }
    const refused = grant.methods.filter((method) => !GRANTABLE.has(method));
    if (refused.length > 0) {
      violations.push(`${refused.join(', ')} granted on media files: only get and create may be`);
    }
    if (!inlineCalls(grant.condition, functions).includes('request.auth.uid == uid')) {
      violations.push(`a grant not limited to the folder's owner: ${grant.condition}`);
    }
    if (grant.methods.includes('create')) {
      const required = [
        'hasAccount()',
        ONBOARD_CHECK,
        SVG_CHECK,
        'resource == null',
        `${FILE_NAME_CHECK}(fileName)`,
        ...Object.values(KIND_CHECKS).map((name) => `${name}()`),
        `${PLAN_IMAGE_CHECK}(fileName)`,
      ];
      for (const part of required.filter((part) => !grant.condition.includes(part))) {
        violations.push(`the create grant does not check ${part}`);
      }
      const inlined = inlineCalls(grant.condition, functions).replace(/\s+/g, ' ');
      if (!inlined.includes(NOT_ANONYMOUS)) {
        violations.push(`the create grant lets anonymous visitors upload`);
      }
      if (!inlined.includes(ONBOARD_STATE_EXISTS)) {
        violations.push(`the create grant does not check that the uploader's onboard state exists`);
      }
      if (!inlined.includes(SVG_DOWNLOADS)) {
        violations.push(`the create grant lets an SVG be stored to open inline`);
      }
    }
  }

  const facts = storageRulesFacts(text);
  for (const kind of Object.keys(KIND_CHECKS) as StoredCategory[]) {
    if (facts.sizeLimit(kind) !== uploader.sizeLimits[kind]) {
      violations.push(
        `${kind} size limit ${facts.sizeLimit(kind)} is not the uploader's ${uploader.sizeLimits[kind]}`,
      );
    }
  }
  for (const contentType of uploader.contentTypes) {
    const inRules = facts.kindsOf(contentType).join(' and ') || 'refused';
    const inUploader = uploader.storedCategory(contentType) ?? 'refused';
    if (inRules !== inUploader) {
      violations.push(`${contentType}: ${inRules} in the rules, ${inUploader} for the uploader`);
    }
  }
  for (const name of uploader.fileNames) {
    if (facts.acceptsFileName(name) !== uploader.isMediaFileName(name)) {
      violations.push(`file name ${JSON.stringify(name)}: the rules and the uploader disagree`);
    }
  }
  violations.push(...planImageViolations(text, uploader));
  return violations;
}

function derivedFileViolations(
  grant: { methods: string[]; condition: string },
  functions: Map<string, RulesFunction>,
): string[] {
  const violations: string[] = [];
  const refused = grant.methods.filter((method) => method !== 'get');
  if (refused.length > 0) {
    violations.push(`${refused.join(', ')} granted on derived images: only get may be`);
  }
  if (!inlineCalls(grant.condition, functions).includes('request.auth.uid == uid')) {
    violations.push(`a derived image grant not limited to the owner: ${grant.condition}`);
  }
  return violations;
}

/** Plans' images: the uploader's types, the documents' limit, and only under the plan prefix. */
function planImageViolations(text: string, uploader: UploaderRules): string[] {
  const violations: string[] = [];
  const plans = planImageFacts(text);
  const { prefix, isPlanImageType, sizeLimit } = uploader.planImages;
  if (plans.sizeLimit !== sizeLimit) {
    violations.push(`plan image size limit ${plans.sizeLimit} is not the uploader's ${sizeLimit}`);
  }
  for (const contentType of uploader.contentTypes) {
    if (plans.accepts(contentType) !== isPlanImageType(contentType)) {
      violations.push(`${contentType}: the rules and the uploader disagree on plan images`);
    }
  }
  // Among the names the uploader gives (the name check refuses the rest), exactly the prefixed ones.
  const names = uploader.fileNames.flatMap((name) => [name, `${prefix}${name}`]);
  for (const candidate of names.filter((name) => uploader.isMediaFileName(name))) {
    if (plans.acceptsFileName(candidate) !== candidate.startsWith(prefix)) {
      violations.push(
        `plan image name ${JSON.stringify(candidate)}: the rules and the uploader disagree`,
      );
    }
  }
  return violations;
}
