import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import {
  launchBrowser,
  openSession,
  screenshot,
  type Session,
  type ViewportName,
} from '../browser/browser';
import { resetStack } from './stackBackend';

/**
 * A test file's Chromium on the stack, and the backend back at the seed before the file starts, so
 * each journey meets only the sample data.
 */
export function useStackBrowser(): {
  browser: () => Browser;
  open: (viewport?: ViewportName) => Promise<Session>;
} {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  const sessions: Session[] = [];
  beforeAll(async () => {
    await resetStack();
    browser = await launchBrowser();
  });
  // With BROWSER_SCREENSHOTS=1, what each page showed when a journey failed.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    for (const session of sessions) await screenshot(session, 'failed').catch(() => undefined);
  });
  afterAll(async () => {
    for (const session of [...sessions]) await session.close();
    await browser?.close();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('the browser is not launched yet');
      return browser;
    },
    async open(viewport = 'phone') {
      const session = await openSession(this.browser(), viewport, baseUrl);
      // Closed by the journey or, at the latest, when the file ends.
      const tracked: Session = {
        ...session,
        close: async () => {
          sessions.splice(sessions.indexOf(tracked), 1);
          await session.close();
        },
      };
      sessions.push(tracked);
      return tracked;
    },
  };
}
