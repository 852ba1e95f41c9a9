/** The part of a rectangle that decides overlap (a DOMRect fits). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Space kept between a field and the notifications below it, in px. */
export const TOAST_CLEARANCE_PX = 8;

function overlaps(a: Box, b: Box): boolean {
  return a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
}

/**
 * How far to scroll the page down so that `field` ends above the notifications `bar` at the
 * bottom of the viewport; 0 when they do not meet, so a field beside the bar stays where it is.
 */
export function scrollToClear(field: Box, bar: Box, gap = TOAST_CLEARANCE_PX): number {
  // Field by field: a DOMRect's sides are getters, which a spread would drop.
  const guarded = { top: bar.top - gap, bottom: bar.bottom, left: bar.left, right: bar.right };
  if (!overlaps(field, guarded)) return 0;
  return Math.ceil(field.bottom - bar.top + gap);
}
