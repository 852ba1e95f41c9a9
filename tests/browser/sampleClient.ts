import { visit } from './pageChecks';
import type { Session } from './browser';

const SAMPLE_CLIENT = 'Sample client (signed in)';

/**
 * Switches the preview to its signed-in sample client (Full Yard, front and back yards chosen).
 * The choice may live only in memory, so from here on navigation must be client-side
 * (navigateInApp), as a router link would do it.
 */
export async function viewAsSampleClient(session: Session): Promise<void> {
  const { page } = session;
  await visit(session, '/packages');
  const viewingAs = page.getByLabel('Viewing as');
  if ((await viewingAs.evaluate((el) => el.tagName)) === 'SELECT') {
    await viewingAs.selectOption({ label: SAMPLE_CLIENT });
  } else {
    await viewingAs.click();
    await page.getByRole('option', { name: SAMPLE_CLIENT }).click();
  }
}
