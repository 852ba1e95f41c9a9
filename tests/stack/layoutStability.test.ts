import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { describe, expect, it } from 'vitest';
import { CLS_LIMIT, LIGHTHOUSE_PAGES } from '../../scripts/bench/lighthouseResults.mjs';
import type { ViewportName } from '../browser/browser';
import { domQuiet } from '../browser/keyboard';
import { describePage, waitForHeading } from '../browser/pageChecks';
import { signIn } from './signIn';
import { useStackBrowser } from './stackSession';

// Nothing on a page moves while it loads on the app that ships, where sign-in, live reads and
// commands take real time: the layout shifts a visitor (or the seeded client, on the yard
// overview) sees on opening each page with a performance budget add up to less than the
// budget's CLS.
const stack = useStackBrowser();

describe.each<ViewportName>(['phone', 'desktop'])('layout stability on a %s', (viewport) => {
  it.each(LIGHTHOUSE_PAGES.map((page) => [page.name, page] as const))(
    '%s does not move while it loads',
    async (_name, measured) => {
      const session = await stack.open(viewport);
      try {
        const { page } = session;
        if (measured.signedIn) await signIn(session, SAMPLE_CLIENT.email, SAMPLE_CLIENT.password);
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
        // The network never idles (Firestore's listen channel stays open): the page must.
        await page.waitForLoadState('load');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await domQuiet(page, 500, 10_000);
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
