import { useCallback } from 'react';
import { RECAPTCHA_ACTION } from '@yardwise/domain/checkout/recaptcha';
import { useDataLayer } from '@web/data/DataLayerContext';
import { recaptchaSiteKey } from './paymentKeys';
import { reportError } from '@web/data/errorReporting';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let scriptLoad: Promise<Grecaptcha> | null = null;

/** Loads reCAPTCHA v3 once, when the order is first sent, so visitors who never order skip it. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  scriptLoad ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not start'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA could not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptLoad = null;
    throw error;
  });
  return scriptLoad;
}

/**
 * A new reCAPTCHA v3 token for the checkout action, or null without a site key (the local
 * stand-ins check none). Google accepts a token once, so each check needs its own. Rejects when
 * reCAPTCHA cannot load or answer.
 */
export async function recaptchaToken(): Promise<string | null> {
  const siteKey = recaptchaSiteKey();
  if (!siteKey) return null;
  const grecaptcha = await loadRecaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTION });
}

/**
 * Before paying, a reCAPTCHA token for the checkout action is checked by the
 * validateRecaptcha command; anything but a valid answer blocks payment. Without a site key (the
 * local stand-ins) there is nothing to check.
 */
export function useRecaptcha(): () => Promise<boolean> {
  const { commands } = useDataLayer();
  return useCallback(async () => {
    try {
      const token = await recaptchaToken();
      if (token === null) return true;
      const { valid } = await commands.call('validateRecaptcha', {
        token,
        action: RECAPTCHA_ACTION,
      });
      return valid;
    } catch (error) {
      reportError(error, { where: 'reCAPTCHA validation could not run' });
      return false;
    }
  }, [commands]);
}
