import { fillCopy } from '../copy/fillCopy';
import type { YardName } from '../firestore/documents';
import {
  MIN_SLOPE_PHOTOS_WHEN_SLOPED,
  MIN_SLOW_PAN_VIDEOS,
  MIN_WIDE_ANGLE_PHOTOS,
  uploadStatusOf,
} from './completeness';
import type { YardMediaCounts, YardMediaKind } from './media';
import {
  CHECKLIST_CHATTY,
  CHECKLIST_PROGRESS,
  CHECKLIST_SLOPE,
  CHECKLIST_SLOW_PAN,
  CHECKLIST_WIDE_ANGLE,
  HINT_CHATTY,
  HINT_SLOPE,
  HINT_SLOW_PAN,
} from './messages';

// The upload page's checklist for one yard: what to upload, how far along the
// client is ("6 wide-angle photos: 4 of 6"), and the hints for each kind.

export interface UploadChecklistItem {
  kind: YardMediaKind;
  label: string;
  /** "4 of 6"; null for the optional chatty video, which has no minimum. */
  progress: string | null;
  hint: string | null;
  optional: boolean;
  done: boolean;
}

export interface UploadChecklist {
  items: UploadChecklistItem[];
  /** Whether the yard's upload step is COMPLETE with these media. */
  complete: boolean;
}

function requiredItem(
  kind: YardMediaKind,
  template: string,
  required: number,
  count: number,
  hint: string | null,
): UploadChecklistItem {
  return {
    kind,
    label: fillCopy(template, { required }),
    // Decision: progress stops at the minimum ("6 of 6" with 7 photos); the grid shows them all.
    progress: fillCopy(CHECKLIST_PROGRESS, { count: Math.min(count, required), required }),
    hint,
    optional: false,
    done: count >= required,
  };
}

/** The checklist of a yard: wide-angle photos, slow-pan video, chatty video, and slope photo when sloped. */
export function uploadChecklist(
  yard: YardName,
  counts: YardMediaCounts,
  isSloped: boolean,
): UploadChecklist {
  const items: UploadChecklistItem[] = [
    requiredItem(
      'wide-angle',
      CHECKLIST_WIDE_ANGLE,
      MIN_WIDE_ANGLE_PHOTOS[yard],
      counts['wide-angle'],
      null,
    ),
    requiredItem(
      'slow-pan',
      CHECKLIST_SLOW_PAN,
      MIN_SLOW_PAN_VIDEOS,
      counts['slow-pan'],
      HINT_SLOW_PAN,
    ),
    {
      kind: 'chatty',
      label: CHECKLIST_CHATTY,
      progress: null,
      hint: HINT_CHATTY,
      // Decision: the chatty video is encouraged, not required: upload COMPLETE does not need it.
      optional: true,
      done: counts.chatty > 0,
    },
  ];
  if (isSloped) {
    items.push(
      requiredItem(
        'slope',
        CHECKLIST_SLOPE,
        MIN_SLOPE_PHOTOS_WHEN_SLOPED,
        counts.slope,
        HINT_SLOPE,
      ),
    );
  }
  return { items, complete: uploadStatusOf(yard, counts, isSloped) === 'COMPLETE' };
}
