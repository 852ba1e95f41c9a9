import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLS_LIMIT, LIGHTHOUSE_PAGES } from '../../scripts/bench/lighthouseResults.mjs';
import { launchBrowser, openSession, type ViewportName } from './browser';
import { describePage, waitForHeading } from './pageChecks';

// Nothing on a page moves while it loads: the layout shifts a visitor sees on opening each page
// with a performance budget add up to less than the budget's CLS.
const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<ViewportName>(['phone', 'desktop'])('layout stability on a %s', (viewport) => {
  it.each(LIGHTHOUSE_PAGES.map((page) => [page.name, page] as const))(
    '%s does not move while it loads',
    async (_name, measured) => {
      const session = await openSession(browser, viewport, baseUrl);
      try {
        const { page } = session;
        await page.addInitScript(() => {
          const shifts: { value: number; moved: string[] }[] = [];
          Object.assign(window, { layoutShifts: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
              if (entry.hadRecentInput) continue;
              const moved = entry.sources.map((source) =>
                source.node instanceof Element
                  ? `${source.node.tagName.toLowerCase()}${source.node.id ? `#${source.node.id}` : ''}`
                  : String(source.node?.nodeName),
              );
              shifts.push({ value: entry.value, moved });
            }
          }).observe({ type: 'layout-shift', buffered: true });

          interface LayoutShiftEntry {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          }
        });
        await page.goto(measured.path);
        const heading = await waitForHeading(page, measured.heading);
        expect(heading, await describePage(page)).toBe(measured.heading);
        // Shifts come from what arrives late (chunks, fonts, data): wait until nothing more does.
        await page.waitForLoadState('networkidle');
        const shifts = await page.evaluate(
          () =>
            (window as unknown as { layoutShifts: { value: number; moved: string[] }[] })
              .layoutShifts,
        );
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `shifts: ${JSON.stringify(shifts)}`).toBeLessThan(CLS_LIMIT);
      } finally {
        await session.close();
      }
    },
  );
});
