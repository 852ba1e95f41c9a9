/** jsdom's default window width: a laptop, so tests see the wide layout unless they ask for a phone. */
export const DEFAULT_VIEWPORT_WIDTH = 1024;

function lengthInPx(value: string): number {
  const amount = parseFloat(value);
  return /r?em$/.test(value.trim()) ? amount * 16 : amount;
}

/** Evaluates the width media queries the app uses ("(min-width: 48rem)", "... and (max-width: ...)"). */
export function mediaQueryMatches(query: string, width: number): boolean {
  return query.split(/\s+and\s+/i).every((part) => {
    const feature = /\(\s*(min|max)-width\s*:\s*([^)]+)\)/i.exec(part);
    if (!feature) return false;
    const limit = lengthInPx(feature[2] ?? '0');
    return feature[1]?.toLowerCase() === 'min' ? width >= limit : width <= limit;
  });
}

/** Pretends the screen has this width for every matchMedia call that follows (e.g. 390 for a phone). */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
