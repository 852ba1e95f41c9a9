import { CommandError } from '@yardwise/domain/commands/commandError';
import { NO_ACCOUNT_FOR_EMAIL } from '@yardwise/domain/account/passwordReset';
import { LOGIN_PATH } from '@yardwise/domain/routes/paths';
import { adminApp } from '../admin';
import { APP_BASE_URL, configuredValue } from '../config';

/**
 * A Firebase Auth password-reset link for the account with this email (the Auth emulator's when it
 * runs). firebase-admin/auth is loaded on first use. Decision: with APP_BASE_URL the link returns
 * to the app's login page afterwards.
 */
export async function passwordResetLink(email: string): Promise<string> {
  const { getAuth } = await import('firebase-admin/auth');
  const baseUrl = configuredValue(APP_BASE_URL);
  const settings = baseUrl ? { url: `${baseUrl.replace(/\/+$/, '')}${LOGIN_PATH}` } : undefined;
  try {
    return await getAuth(adminApp()).generatePasswordResetLink(email, settings);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'auth/user-not-found' || code === 'auth/email-not-found') {
      throw new CommandError('not-found', NO_ACCOUNT_FOR_EMAIL);
    }
    throw error;
  }
}
