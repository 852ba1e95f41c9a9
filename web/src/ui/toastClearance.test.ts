import { describe, expect, it } from 'vitest';
import { scrollToClear } from './toastClearance';

// A 390 px wide phone, 844 px tall, with a 72 px notification bar 16 px above the bottom.
const bar = { top: 756, bottom: 828, left: 16, right: 374 };

describe('scrollToClear', () => {
  it('scrolls a field under the bar up until it ends 8 px above the bar', () => {
    const stateField = { top: 740, bottom: 788, left: 16, right: 374 };
    expect(scrollToClear(stateField, bar)).toBe(788 - 756 + 8);
  });

  it('also clears a field that ends just above the bar, within the 8 px gap', () => {
    expect(scrollToClear({ top: 700, bottom: 752, left: 16, right: 374 }, bar)).toBe(4);
  });

  it('leaves a field above the bar, or beside it on a wide screen, where it is', () => {
    expect(scrollToClear({ top: 400, bottom: 448, left: 16, right: 374 }, bar)).toBe(0);
    expect(scrollToClear({ top: 760, bottom: 800, left: 400, right: 700 }, bar)).toBe(0);
  });
});

describe('scrollToClear with the DOMRects a browser gives', () => {
  it('reads their sides, which are getters', () => {
    expect(scrollToClear(new DOMRect(16, 740, 358, 48), new DOMRect(16, 756, 358, 72))).toBe(40);
  });
});
