import { ACCOUNT_FORM_ERRORS, ACCOUNT_STEP_HEADINGS } from '@yardwise/domain/account/messages';
import { EMAIL_INVALID } from '@yardwise/domain/funnel/messages';
import { copyAt } from '@yardwise/domain/funnel/versions';
import { SIDEBAR_LABELS, TALK_TO_US } from '@yardwise/domain/onboarding/messages';
import {
  BUDGET_CHECKLIST_LIST_PATH,
  BUDGET_PRIORITIZE_PATH,
  MY_YARD_PATH,
} from '@yardwise/domain/routes/paths';
import { LETS_PRIORITIZE_TITLE } from '@yardwise/domain/wishlist/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  navigateInApp,
  openSession,
  screenshot,
  slug,
  type Session,
  type ViewportName,
} from './browser';
import {
  expectAnnouncedError,
  expectFocusInside,
  expectFocusTrapped,
  expectKeyboardSweep,
  hasFocus,
  tabTo,
} from './keyboard';
import { checkPage, expectHeading, pathname, SEEDED_ADDRESS, visit } from './pageChecks';
import { viewAsSampleClient } from './sampleClient';

// Keyboard only, on a phone and a laptop: Tab, Shift+Tab, Enter, Space, arrows and Escape take a
// homeowner through the funnel's first steps, the packages, the account form and its errors, the
// onboarding menus and dialogs, and the wish list's order. Every stop must show where focus is.
const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function tabAndPress(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

async function expectPath(page: Page, path: string) {
  await expect.poll(() => pathname(page)).toBe(path);
}

/**
 * Opens a dialog from `opener` with Enter, checks it holds focus (and axe, while it is open), then
 * closes it with Escape.
 */
async function checkDialog(
  session: Session,
  name: string,
  { opener, dialog, minStops }: { opener: Locator; dialog: Locator; minStops: number },
) {
  const { page } = session;
  await tabAndPress(page, opener);
  await dialog.waitFor();
  await expectFocusInside(dialog, 'focus moves into the dialog');
  const stops = await expectFocusTrapped(page, dialog);
  expect
    .soft(stops.length, `Tab reaches the dialog's controls: ${stops.join(', ')}`)
    .toBeGreaterThanOrEqual(minStops);
  await expectKeyboardSweep(page, name);
  await checkPage(session, `keyboard-${slug(name)}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => hasFocus(opener), { message: 'focus returns to the opener' }).toBe(true);
}

/** The names of the prioritised items, top first. */
function priorityOrder(page: Page): Promise<string[]> {
  return page
    .getByRole('button', { name: /^Reorder / })
    .evaluateAll((handles) =>
      handles.map((handle) => (handle.getAttribute('aria-label') ?? '').replace(/^Reorder /, '')),
    );
}

/** Adds an item without styles to the wish list: a price range, then one yard. */
async function addItemByKeyboard(session: Session, name: string, yard: string) {
  const { page } = session;
  await tabAndPress(page, page.getByRole('link', { name, exact: true }));
  await expectHeading(session, name);
  const sizes = page.getByRole('radiogroup', { name: 'Choose a price range' }).getByRole('radio');
  await tabAndPress(page, sizes.first(), 'Space');
  await expect.poll(() => sizes.first().isChecked()).toBe(true);
  const yardBox = page.getByRole('checkbox', { name: yard, exact: true });
  await tabAndPress(page, yardBox, 'Space');
  await expect.poll(() => yardBox.isChecked()).toBe(true);
  await tabAndPress(page, page.getByRole('button', { name: 'Add to wish list' }));
  await expectPath(page, BUDGET_CHECKLIST_LIST_PATH);
  await page.getByRole('article', { name }).getByText('On your wish list').waitFor();
}

describe.each<ViewportName>(['phone', 'desktop'])('by keyboard on a %s', (viewport) => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(browser, viewport, baseUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('starts the funnel, finds the address and answers the first questions', async () => {
    const { page } = session;
    await visit(session, '/design-profile/find-your-package');
    await expectHeading(session, copyAt('v10', 'find-your-package').title);
    await expectKeyboardSweep(page, 'funnel landing');
    await tabAndPress(
      page,
      page.getByRole('button', { name: copyAt('v10', 'find-your-package').buttonText ?? '' }),
    );

    await expectHeading(session, copyAt('v10', 'home-address').title);
    await tabTo(page, page.getByRole('combobox', { name: /street address/i }));
    await page.keyboard.type('2418 Cedar');
    await page.getByRole('option', { name: SEEDED_ADDRESS }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('textbox', { name: /city/i }).inputValue())
      .toBe('Austin');
    await screenshot(session, 'keyboard-home-address');
    await expectKeyboardSweep(page, 'home address');
    await tabAndPress(
      page,
      page.getByRole('button', { name: copyAt('v10', 'home-address').buttonText ?? '' }),
    );

    await expectHeading(session, copyAt('v10', 'location-found').title);
    await tabAndPress(
      page,
      page.getByRole('button', { name: copyAt('v10', 'location-found').buttonText ?? '' }),
    );

    // A multi-select page: Space toggles an option.
    await expectHeading(session, copyAt('v10', 'help-needed').title);
    const designing = page.getByRole('checkbox', { name: 'DESIGNING MY YARD' });
    await tabAndPress(page, designing, 'Space');
    await expect.poll(() => designing.isChecked()).toBe(true);
    await screenshot(session, 'keyboard-help-needed');
    await expectKeyboardSweep(page, 'help needed');
    await tabAndPress(
      page,
      page.getByRole('button', { name: copyAt('v10', 'help-needed').buttonText ?? '' }),
    );

    // A single-select page: the arrow keys move through the options and choose.
    await expectHeading(session, copyAt('v10', 'yard-selection').title);
    await tabTo(page, page.getByRole('radio', { name: 'FRONT YARD' }));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('radio', { name: 'BACK YARD' }).isChecked()).toBe(true);
    await screenshot(session, 'keyboard-yard-selection');
    await expectKeyboardSweep(page, 'yard selection');
    await tabAndPress(
      page,
      page.getByRole('button', { name: copyAt('v10', 'yard-selection').buttonText ?? '' }),
    );
    await expectHeading(session, copyAt('v10', 'yard-size').title);
  });

  it('chooses a package and is told what is wrong with the account form', async () => {
    const { page } = session;
    await visit(session, '/packages');
    await expectHeading(session, 'Design packages');
    await page.getByRole('link', { name: 'Choose Full Yard' }).waitFor();
    await expectKeyboardSweep(page, 'packages');
    await tabAndPress(page, page.getByRole('link', { name: 'Choose Full Yard' }));
    await expectPath(page, '/create-account');
    await page.getByRole('heading', { name: ACCOUNT_STEP_HEADINGS.signup }).waitFor();

    // No first name and a half-typed email: the submit says what to fix.
    const firstName = page.getByRole('textbox', { name: /first name/i });
    const email = page.getByRole('textbox', { name: /email/i });
    await tabTo(page, page.getByRole('textbox', { name: /last name/i }));
    await page.keyboard.type('Gardner');
    await tabTo(page, email);
    await page.keyboard.type('rosa@');
    await tabTo(page, page.getByLabel(/^password/i));
    await page.keyboard.type('garden-path-7');
    const terms = page.getByRole('checkbox', { name: /I agree/i });
    await tabAndPress(page, terms, 'Space');
    await expect.poll(() => terms.isChecked()).toBe(true);
    await tabAndPress(page, page.getByRole('button', { name: 'Create Account', exact: true }));
    await expectAnnouncedError(page, firstName, ACCOUNT_FORM_ERRORS.firstNameRequired);
    await expectAnnouncedError(page, email, EMAIL_INVALID);
    await screenshot(session, 'keyboard-account-errors');
    await expectKeyboardSweep(page, 'account form with errors');

    // Back up the form with Shift+Tab to put both right, then on to the property address.
    await tabTo(page, email, { backwards: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('rosa.keys@example.com');
    await tabTo(page, firstName, { backwards: true });
    await page.keyboard.type('Rosa');
    await tabAndPress(page, page.getByRole('button', { name: 'Create Account', exact: true }));
    const street = page.getByRole('combobox', { name: /street/i });
    await street.waitFor();
    expect(await email.count(), 'the account form is done').toBe(0);

    // The property address by keyboard, then the purchase page.
    await tabTo(page, street, { backwards: true });
    await page.keyboard.type('2418 Cedar');
    await page.getByRole('option', { name: SEEDED_ADDRESS }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('textbox', { name: /city/i }).inputValue())
      .toBe('Austin');
    await expectKeyboardSweep(page, 'property address');
    await tabAndPress(page, page.getByRole('button', { name: 'Continue to payment' }));
    await expectPath(page, '/purchase');
    const expedited = page.getByRole('checkbox', { name: /expedited/i });
    await tabAndPress(page, expedited, 'Space');
    await expect.poll(() => expedited.isChecked()).toBe(true);
    await screenshot(session, 'keyboard-purchase');
    await expectKeyboardSweep(page, 'purchase');
  });

  it('opens the help dialog and the menus, and each gives focus back', async () => {
    const { page } = session;
    await viewAsSampleClient(session);
    await navigateInApp(page, MY_YARD_PATH);
    await expectHeading(session, SIDEBAR_LABELS['my-yard']);
    await expectKeyboardSweep(page, 'my yard');

    await checkDialog(session, 'help dialog', {
      opener: page.getByRole('button', { name: TALK_TO_US, exact: true }),
      dialog: page.getByRole('dialog', { name: TALK_TO_US }),
      minStops: 3,
    });

    if (viewport === 'phone') {
      const openMenu = page.getByRole('button', { name: 'Open menu' });
      // The header menu is above the page: Shift+Tab back up to it.
      await tabTo(page, openMenu, { backwards: true });
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expectFocusInside(menu, 'focus moves into the menu');
      await expectFocusTrapped(page, menu);
      await expectKeyboardSweep(page, 'menu');
      await screenshot(session, 'keyboard-menu');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect
        .poll(() => hasFocus(openMenu), { message: 'focus returns to Open menu' })
        .toBe(true);

      // The onboarding steps live in a drawer on a phone: open it and go to the wish list.
      await tabAndPress(page, page.getByRole('button', { name: 'Steps', exact: true }));
      const steps = page.getByRole('dialog', { name: 'Steps' });
      await expectFocusInside(steps, 'focus moves into the steps');
      await expectFocusTrapped(page, steps);
      await expectKeyboardSweep(page, 'steps drawer');
      await tabAndPress(page, steps.getByRole('link', { name: SIDEBAR_LABELS['wish-list'] }));
      await steps.waitFor({ state: 'hidden' });
    } else {
      await tabAndPress(
        page,
        page
          .getByRole('navigation', { name: 'Onboarding steps' })
          .getByRole('link', { name: SIDEBAR_LABELS['wish-list'] }),
      );
    }
    await expectPath(page, BUDGET_CHECKLIST_LIST_PATH);
  });

  it('puts two wish-list items in a new order with the keyboard', async () => {
    const { page } = session;
    await expectHeading(session, 'Element selection');
    await expectKeyboardSweep(page, 'element selection');
    await addItemByKeyboard(session, 'Irrigation', 'Back Yard');
    await addItemByKeyboard(session, 'Drainage', 'Front Yard');
    if (viewport === 'phone') {
      await checkDialog(session, 'estimate panel', {
        opener: page.getByRole('button', { name: 'See estimate' }),
        dialog: page.getByRole('dialog'),
        minStops: 1,
      });
    }

    // Removing an item asks first: the question holds focus until it is answered or dismissed.
    await tabAndPress(page, page.getByRole('link', { name: 'Irrigation', exact: true }));
    await expectHeading(session, 'Irrigation');
    await expectKeyboardSweep(page, 'wish-list item');
    await checkDialog(session, 'remove item dialog', {
      opener: page.getByRole('button', { name: 'Remove from wish list' }),
      dialog: page.getByRole('alertdialog', { name: /Remove Irrigation/ }),
      minStops: 2,
    });
    await tabAndPress(page, page.getByRole('link', { name: 'Back' }));
    await expectPath(page, BUDGET_CHECKLIST_LIST_PATH);

    await tabAndPress(page, page.getByRole('link', { name: "Continue to Let's Prioritize" }));
    await expectPath(page, BUDGET_PRIORITIZE_PATH);
    await expectHeading(session, LETS_PRIORITIZE_TITLE);

    await expectKeyboardSweep(page, 'prioritize');
    const before = await priorityOrder(page);
    expect(before).toHaveLength(2);
    const last = before[1]!;
    await tabTo(page, page.getByRole('button', { name: `Reorder ${last}` }));
    await screenshot(session, 'keyboard-prioritize');
    // Space lifts, the arrow moves, Space drops: one key at a time, as a person presses them.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect.poll(() => priorityOrder(page)).toEqual([last, before[0]]);
    await page.getByText('Saved', { exact: true }).waitFor();
    expect.soft(await hasFocus(page.getByRole('button', { name: `Reorder ${last}` }))).toBe(true);
  });
});
