import type { OnboardStateDoc, StepStatus, YardName, YardStatus } from '../firestore/documents';
import { freshYardStatus, isStepStatus, isYardName } from './yards';

// Old onboard states stored one progress string per yard. They are
// read as the per-sub-step statuses used today.

export const LEGACY_YARD_STATUSES = [
  'NOT_STARTED',
  'UPLOADS_COMPLETE',
  'KEEP_COMMENTS_COMPLETE',
  'REMOVE_COMMENTS_COMPLETE',
  'COMPLETE',
] as const;
export type LegacyYardStatus = (typeof LEGACY_YARD_STATUSES)[number];

type SubStepStatuses = Pick<YardStatus, 'upload' | 'keepRemove' | 'priorities'>;

/**
 * Decision: the legacy strings were a progression (uploads, then keep comments, then remove
 * comments, then functions); keep comments alone leave keep/remove INCOMPLETE, as both lists
 * need comments for COMPLETE.
 */
export const LEGACY_STATUS_MAPPING: Record<LegacyYardStatus, SubStepStatuses> = {
  NOT_STARTED: { upload: 'NOT_STARTED', keepRemove: 'NOT_STARTED', priorities: 'NOT_STARTED' },
  UPLOADS_COMPLETE: { upload: 'COMPLETE', keepRemove: 'NOT_STARTED', priorities: 'NOT_STARTED' },
  KEEP_COMMENTS_COMPLETE: {
    upload: 'COMPLETE',
    keepRemove: 'INCOMPLETE',
    priorities: 'NOT_STARTED',
  },
  REMOVE_COMMENTS_COMPLETE: {
    upload: 'COMPLETE',
    keepRemove: 'COMPLETE',
    priorities: 'NOT_STARTED',
  },
  COMPLETE: { upload: 'COMPLETE', keepRemove: 'COMPLETE', priorities: 'COMPLETE' },
};

function isLegacyYardStatus(value: string): value is LegacyYardStatus {
  return (LEGACY_YARD_STATUSES as readonly string[]).includes(value);
}

function stepStatusOr(value: unknown): StepStatus {
  return isStepStatus(value) ? value : 'NOT_STARTED';
}

/**
 * A stored yard status of any age as today's shape. Decision: an unknown string, or a field that
 * is missing or unknown, reads as NOT_STARTED (and isSloped as false), so nothing counts as done
 * by accident.
 */
export function migrateYardStatus(value: unknown): YardStatus {
  if (typeof value === 'string') {
    const mapped = isLegacyYardStatus(value) ? LEGACY_STATUS_MAPPING[value] : undefined;
    return { ...freshYardStatus(), ...mapped };
  }
  const fields = (value !== null && typeof value === 'object' ? value : {}) as Record<
    string,
    unknown
  >;
  return {
    upload: stepStatusOr(fields.upload),
    keepRemove: stepStatusOr(fields.keepRemove),
    priorities: stepStatusOr(fields.priorities),
    isSloped: fields.isSloped === true,
  };
}

function sameYardStatus(value: unknown, status: YardStatus): boolean {
  if (value === null || typeof value !== 'object') return false;
  const fields = value as Record<string, unknown>;
  return (
    Object.keys(fields).length === 4 &&
    fields.upload === status.upload &&
    fields.keepRemove === status.keepRemove &&
    fields.priorities === status.priorities &&
    fields.isSloped === status.isSloped
  );
}

type YardStatusMap = Partial<Record<YardName, YardStatus>>;

/** Decision: keys that are not yard names are dropped. */
function migrateYardMap(map: unknown): { map: YardStatusMap; changed: boolean } {
  const entries = Object.entries(map !== null && typeof map === 'object' ? map : {});
  let changed = map === null || typeof map !== 'object';
  const migrated: YardStatusMap = {};
  for (const [yard, value] of entries) {
    if (!isYardName(yard)) {
      changed = true;
      continue;
    }
    const status = migrateYardStatus(value);
    if (!sameYardStatus(value, status)) changed = true;
    migrated[yard] = status;
  }
  return { map: migrated, changed };
}

/** An onboard state as stored, whose yard maps may hold legacy strings or partial objects. */
export type StoredOnboardState = Omit<
  OnboardStateDoc,
  'yardsStatusObj' | 'inactiveYardsStatusObj'
> & {
  yardsStatusObj?: unknown;
  inactiveYardsStatusObj?: unknown;
};

/** Today's onboard state from a stored one; `changed` says whether anything was migrated. */
export function migrateOnboardState(stored: StoredOnboardState): {
  state: OnboardStateDoc;
  changed: boolean;
} {
  const active = migrateYardMap(stored.yardsStatusObj);
  const inactive = migrateYardMap(stored.inactiveYardsStatusObj);
  if (!active.changed && !inactive.changed) {
    return { state: stored as OnboardStateDoc, changed: false };
  }
  return {
    state: { ...stored, yardsStatusObj: active.map, inactiveYardsStatusObj: inactive.map },
    changed: true,
  };
}
