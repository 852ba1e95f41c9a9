import { LOGIN_PATH } from '@yardwise/domain/routes/paths';
import { expect } from 'vitest';
import type { Session } from '../browser/browser';
import { pathname, visit } from '../browser/pageChecks';

/** Signs in through the login page, as a returning client does, and waits to leave it. */
export async function signIn(session: Session, email: string, password: string): Promise<void> {
  const { page } = session;
  await visit(session, LOGIN_PATH);
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByLabel(/^password/i).press('Enter');
  await expect.poll(() => pathname(page)).not.toBe(LOGIN_PATH);
}
