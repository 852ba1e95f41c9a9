import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { sweepScreen } from './keyboard';

// The keyboard checks themselves, on small hand-made pages: they must see a missing focus ring and
// a control Tab cannot reach, or the keyboard journeys would pass whatever the app does.
const HIDDEN =
  'style="position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0)"';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('sweepScreen', () => {
  it('names the stops that show no focus and the controls Tab never reaches', async () => {
    await page.setContent(`
      <style>.plain:focus { outline: none }</style>
      <button>Ringed</button>
      <button class="plain">Unringed</button>
      <button tabindex="-1">Out of reach</button>
      <div role="button">Div button</div>
      <a href="#top">Link</a>`);
    const sweep = await sweepScreen(page);
    expect(sweep.stops).toEqual(['button "Ringed"', 'button "Unringed"', 'a "Link"']);
    expect(sweep.unmarked).toEqual(['button "Unringed"']);
    expect(sweep.unreached).toEqual(['button "Out of reach"', 'button "Div button"']);
  });

  it('takes a radio group as one stop, ringed by its label or not at all', async () => {
    await page.setContent(`
      <style>
        input { outline: none }
        .ringed:focus-within { outline: 2px solid green }
      </style>
      <label class="ringed"><input type="radio" name="size" ${HIDDEN}>Small</label>
      <label class="ringed"><input type="radio" name="size" ${HIDDEN}>Large</label>
      <label><input type="radio" name="colour" ${HIDDEN}>Green</label>
      <label><input type="radio" name="colour" ${HIDDEN}>Blue</label>`);
    const sweep = await sweepScreen(page);
    expect(sweep.stops).toEqual(['input "Small"', 'input "Green"']);
    expect(sweep.unmarked).toEqual(['input "Green"']);
    expect(sweep.unreached).toEqual([]);
  });
});
