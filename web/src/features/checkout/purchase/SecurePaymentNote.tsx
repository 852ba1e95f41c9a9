import { HStack, Icon, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { OPENS_IN_NEW_TAB } from '@web/ui/account/accountCopy';

/** Decision (our own wording): the secure-payment note says what happens to the card. */
const SECURE_PAYMENT_TEXT =
  'Your payment is processed securely. Your card details go straight to our payment processor and are never stored by us.';

/** Google's required wording when the reCAPTCHA badge is hidden. */
const RECAPTCHA_LINKS = {
  privacy: { label: 'Privacy Policy', href: 'https://policies.google.com/privacy' },
  terms: { label: 'Terms of Service', href: 'https://policies.google.com/terms' },
} as const;

function LockIcon() {
  return (
    <Icon boxSize="4" flexShrink="0" mt="1" aria-hidden>
      <svg viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
      </svg>
    </Icon>
  );
}

function GoogleLink({ label, href }: { label: string; href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" textDecoration="underline">
      {label}
      <VisuallyHidden> {OPENS_IN_NEW_TAB}</VisuallyHidden>
    </Link>
  );
}

/** The secure-payment note and the reCAPTCHA notice under the payment form. */
export function SecurePaymentNote() {
  return (
    <Stack gap="2" fontSize="sm" color="fg.muted">
      <HStack align="flex-start" gap="2">
        <LockIcon />
        <Text>{SECURE_PAYMENT_TEXT}</Text>
      </HStack>
      <Text>
        This site is protected by reCAPTCHA and the Google{' '}
        <GoogleLink {...RECAPTCHA_LINKS.privacy} /> and <GoogleLink {...RECAPTCHA_LINKS.terms} />{' '}
        apply.
      </Text>
    </Stack>
  );
}
