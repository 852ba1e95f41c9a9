import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Keyboard-only checks: reaching a control with Tab, seeing where focus is, dialogs that hold focus.

export interface FocusedElement {
  /** e.g. `button "Talk to us"`: enough to find it in a failure message. */
  name: string;
  /** An outline or a box-shadow is drawn on it, or on the label or control that stands for it. */
  indicated: boolean;
  /** Its mark from markControls, if it has one. */
  mark: string | null;
  /** A video or audio player: Tab moves through its own controls while it keeps focus. */
  player: boolean;
}

/** The focused element and whether it shows focus; null when focus is on the page itself. */
export function focusedElement(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return null;
    const transparent = (color: string) =>
      /^rgba\(.*,\s*0\)$/.test(color) || color === 'transparent';
    const drawsFocus = (element: Element) => {
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !transparent(style.outlineColor);
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || shadow;
    };
    // A checkbox or radio may draw its ring on the label around it; Chakra's focus a 1px hidden
    // input (whose own outline nobody sees) and mark the drawn control as focus-visible.
    const box = active.getBoundingClientRect();
    const hiddenInput = box.width <= 1 || box.height <= 1;
    const candidates: Element[] = hiddenInput ? [] : [active];
    const label = active.closest('label');
    if (label)
      candidates.push(label, ...Array.from(label.querySelectorAll('[data-focus-visible]')));
    const text = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim();
    const role = active.getAttribute('role') ?? active.tagName.toLowerCase();
    const labelText = label?.textContent?.trim() ?? '';
    return {
      name: `${role} "${(text || labelText).slice(0, 60)}"`,
      indicated: candidates.some(drawsFocus),
      mark: active.getAttribute('data-keyboard-mark'),
      player: active instanceof HTMLMediaElement && active.controls,
    };
  });
}

export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, and fails softly
 * for every stop on the way that shows no focus indicator. Throws when `target` is not reached.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 100 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const unmarked: string[] = [];
  const visited: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedElement(page);
    if (focused) {
      visited.push(focused.name);
      if (!focused.indicated) unmarked.push(focused.name);
    }
    if (await hasFocus(target)) {
      expect.soft(unmarked, 'focused without a visible focus indicator').toEqual([]);
      return;
    }
  }
  throw new Error(
    `${target} not reached after ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses; focus went through:\n  ${visited.join('\n  ')}`,
  );
}

/** Waits for focus to be inside `container` (a dialog that just opened, say). */
export async function expectFocusInside(container: Locator, message: string): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)), {
      message,
    })
    .toBe(true);
}

/**
 * Tab and Shift+Tab cycle inside an open dialog: `presses` of each (more than it has controls)
 * never take focus out, and every stop shows focus. Returns the distinct stops seen.
 */
export async function expectFocusTrapped(
  page: Page,
  dialog: Locator,
  presses = 10,
): Promise<string[]> {
  const stops = new Set<string>();
  const escaped: string[] = [];
  const unmarked: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      const focused = await focusedElement(page);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      const name = focused?.name ?? 'the page';
      if (!inside) escaped.push(`${key} #${press + 1}: ${name}`);
      else stops.add(name);
      if (focused && !focused.indicated) unmarked.push(name);
    }
  }
  expect.soft(escaped, 'focus left the open dialog').toEqual([]);
  expect.soft([...new Set(unmarked)], 'focused without a visible focus indicator').toEqual([]);
  return [...stops];
}

/**
 * A form error a screen reader announces: the field is marked invalid and points at its message
 * (aria-errormessage or aria-describedby), and the message sits in an alert or live region, so it
 * is read out when it appears.
 */
export async function expectAnnouncedError(
  page: Page,
  field: Locator,
  message: string,
): Promise<void> {
  await expect
    .poll(() => field.getAttribute('aria-invalid'), { message: 'aria-invalid' })
    .toBe('true');
  const named = await field.evaluate((element) =>
    ['aria-errormessage', 'aria-describedby']
      .flatMap((attribute) => (element.getAttribute(attribute) ?? '').split(/\s+/))
      .map((id) => (id ? (document.getElementById(id)?.textContent?.trim() ?? '') : ''))
      .filter(Boolean),
  );
  expect.soft(named, 'the messages the field points at').toContain(message);
  const live = page
    .locator('[role="alert"], [aria-live="assertive"], [aria-live="polite"], [role="status"]')
    .filter({ hasText: message });
  expect.soft(await live.count(), `"${message}" in an alert or live region`).toBeGreaterThan(0);
}

export interface Sweep {
  /** Every control Tab stopped on, in order. */
  stops: string[];
  /** Stops that showed no focus indicator. */
  unmarked: string[];
  /** Controls on screen that Tab never reached (a radio group counts once). */
  unreached: string[];
}

/**
 * Marks every control a keyboard user should be able to reach (on screen, enabled, not hidden
 * behind an open dialog) with data-keyboard-mark="<group>": a radio group, or a composite widget
 * with a roving tab stop, shares one mark. Returns each mark with a readable name.
 */
function markControls(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[contenteditable="true"]',
      '[tabindex]:not([tabindex="-1"])',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="slider"]',
    ].join(', ');
    const composite = '[role="radiogroup"], [role="tablist"], [role="toolbar"], [role="menu"]';
    const names: Record<string, string> = {};
    let next = 0;
    const groupMarks = new Map<Element | string, string>();
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      element.removeAttribute('data-keyboard-mark');
      if (element.matches(':disabled')) continue;
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // A 1px input stands for a drawn control; anything else with no size is not on screen.
      if (box.width === 0 && box.height === 0) continue;
      const radioName =
        element instanceof HTMLInputElement && element.type === 'radio' && element.name
          ? `radio:${element.name}`
          : null;
      const group = radioName ?? element.closest(composite);
      let mark = group ? groupMarks.get(group) : undefined;
      if (!mark) {
        mark = String(next++);
        if (group) groupMarks.set(group, mark);
        const label = element.closest('label')?.textContent ?? '';
        const text = (
          element.getAttribute('aria-label') ||
          element.textContent?.trim() ||
          label
        ).trim();
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        names[mark] = `${role} "${text.slice(0, 60)}"${group ? ' (group)' : ''}`;
      }
      element.setAttribute('data-keyboard-mark', mark);
    }
    return names;
  });
}

/**
 * Tabs through the whole screen once, from where focus is until it comes round again: every stop
 * must show focus, and every control on screen must be among the stops.
 */
export async function sweepScreen(page: Page, max = 150): Promise<Sweep> {
  const names = await markControls(page);
  const stops: string[] = [];
  const unmarked: string[] = [];
  const reached = new Set<string>();
  let first: string | null = null;
  let last: string | null = null;
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (!focused) continue;
    const key = `${focused.mark ?? ''}|${focused.name}`;
    // Round once (back at the first stop), or stuck on one control; a player's own controls
    // (play, seek, volume) are stops inside the one element.
    if (key === first) break;
    if (key === last) {
      if (focused.player) continue;
      break;
    }
    first ??= key;
    last = key;
    stops.push(focused.name);
    if (focused.mark) reached.add(focused.mark);
    if (!focused.indicated) unmarked.push(focused.name);
  }
  const unreached = Object.entries(names)
    .filter(([mark]) => !reached.has(mark))
    .map(([, name]) => name);
  return { stops, unmarked: [...new Set(unmarked)], unreached };
}

/**
 * Resolves once the page's DOM has not changed for `quietMs` (at most `timeoutMs`): a screen that
 * is still rendering (a step moving on, data arriving) would swap controls under the sweep.
 */
export function domQuiet(page: Page, quietMs = 200, timeoutMs = 5_000): Promise<void> {
  return page.evaluate(
    ({ quietMs, timeoutMs }) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        const deadline = setTimeout(done, timeoutMs);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(deadline);
          resolve();
        }
      }),
    { quietMs, timeoutMs },
  );
}

/**
 * Once the screen is still, sweepScreen, failing softly for each stop without a focus indicator
 * and each control Tab misses.
 */
export async function expectKeyboardSweep(page: Page, screen: string): Promise<void> {
  await domQuiet(page);
  const sweep = await sweepScreen(page);
  expect.soft(sweep.unmarked, `${screen}: focused without a visible focus indicator`).toEqual([]);
  expect.soft(sweep.unreached, `${screen}: controls Tab never reaches`).toEqual([]);
}
