import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, navigateInApp, openSession, type Session } from './browser';
import { visit } from './pageChecks';
import { viewAsSampleClient } from './sampleClient';

// Someone who asks their system for less motion gets dialogs and drawers that appear and leave
// without fading or sliding; everyone else keeps the animations.
const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The running animation of each open dialog's backdrop and content. */
function dialogAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '[data-scope=dialog][data-part=backdrop], [data-scope=dialog][data-part=content]',
      ),
    ].map((element) => getComputedStyle(element).animationName),
  );
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('dialogs and drawers with prefers-reduced-motion', () => {
  let session: Session | undefined;
  afterAll(async () => {
    await session?.close();
  });

  it("the phone menu drawer doesn't slide in when less motion is asked for, and does otherwise", async () => {
    session = await openSession(browser, 'phone', baseUrl);
    const { page } = session;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(session, '/packages');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    const reduced = await dialogAnimations(page);
    expect(reduced.length).toBeGreaterThanOrEqual(2);
    expect(reduced.every((name) => name === 'none')).toBe(true);
    await closeDialog(page);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect((await dialogAnimations(page)).some((name) => name !== 'none')).toBe(true);
    await closeDialog(page);
    await session.close();
    session = undefined;
  });

  it("the Talk to us dialog doesn't fade in when less motion is asked for, and does otherwise", async () => {
    session = await openSession(browser, 'desktop', baseUrl);
    const { page } = session;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await viewAsSampleClient(session);
    await navigateInApp(page, '/onboard/my-yard');
    await page.getByRole('button', { name: 'Talk to us' }).click();
    await page.getByRole('dialog', { name: 'Talk to us' }).waitFor();
    const reduced = await dialogAnimations(page);
    expect(reduced.length).toBeGreaterThanOrEqual(2);
    expect(reduced.every((name) => name === 'none')).toBe(true);
    await closeDialog(page);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.getByRole('button', { name: 'Talk to us' }).click();
    await page.getByRole('dialog', { name: 'Talk to us' }).waitFor();
    expect((await dialogAnimations(page)).some((name) => name !== 'none')).toBe(true);
  });
});
