import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { runAxe, screenshot, seriousViolations, type Session } from './browser';

// Checks every browser journey makes on a page: its heading, a screenshot, axe and console errors.

/** The h1 inside main#main once it reads `expected`, or whatever it reads (null: none) after `timeout`. */
export async function waitForHeading(
  page: Page,
  expected: string | RegExp,
  timeout = 8_000, // generous: on 2 cores the other test projects run alongside
): Promise<string | null> {
  const heading = page.locator('main#main h1').first();
  const matches = (text: string | null) =>
    text !== null && (typeof expected === 'string' ? text === expected : expected.test(text));
  const deadline = Date.now() + timeout;
  for (;;) {
    // textContent, not innerText: a CSS text-transform must not change what we compare.
    const text = (await heading.count()) ? ((await heading.textContent()) ?? '').trim() : null;
    if (matches(text) || Date.now() > deadline) return text;
    await page.waitForTimeout(100);
  }
}

/** Context for a heading failure: every h1 on the page, and whether the main landmark exists. */
export async function describePage(page: Page): Promise<string> {
  const h1s = await page.locator('h1').allTextContents();
  const mains = await page.locator('main#main').count();
  return `at ${new URL(page.url()).pathname}; main#main x${mains}; h1s on page: ${JSON.stringify(h1s)}`;
}

/**
 * Waits until every transition and finite animation on the page has ended (a drawer sliding in,
 * text fading in), so axe judges colours as the homeowner sees them once the page is still.
 */
async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Once the page is still: screenshot (when asked for), then (soft, so one run reports everything)
 * no page/console errors and no serious axe violations.
 */
export async function checkPage(session: Session, name: string): Promise<void> {
  await animationsEnded(session.page);
  await screenshot(session, name);
  const violations = seriousViolations(await runAxe(session.page));
  expect
    .soft(violations, `serious/critical accessibility violations:\n${violations.join('\n')}`)
    .toEqual([]);
  expect.soft(session.takeErrors(), 'page errors and console errors').toEqual([]);
}

export async function expectHeading(session: Session, expected: string | RegExp): Promise<void> {
  const text = await waitForHeading(session.page, expected);
  const where = await describePage(session.page);
  if (typeof expected === 'string') expect.soft(text, `main h1 ${where}`).toBe(expected);
  else expect.soft(text, `main h1 ${where}`).toMatch(expected);
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

// Errors are never cleared between pages: a late one shows up on the next page rather than being lost.
export async function visit(session: Session, path: string): Promise<void> {
  await session.page.goto(path);
  // The app has started once its shell's main landmark is there.
  await session.page.locator('main#main').waitFor({ state: 'visible' });
}

/** The address the address search's stand-in knows (the seeded Cedar Hollow lot). */
export const SEEDED_ADDRESS = '2418 Cedar Hollow Lane, Austin, TX 78704, USA';

export async function clickButton(session: Session, name: string): Promise<void> {
  await session.page.getByRole('button', { name, exact: true }).click();
}

/** Follows a link by its exact name, such as a button-styled one that only leads on. */
export async function clickLink(session: Session, name: string): Promise<void> {
  await session.page.getByRole('link', { name, exact: true }).click();
}
