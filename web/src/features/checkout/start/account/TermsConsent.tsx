import { Checkbox, Field, Link, VisuallyHidden } from '@chakra-ui/react';
import { TERMS_LINK_LABELS } from '@yardwise/domain/forms/messages';
import { LINKS_OPEN_IN_NEW_TABS, TERMS_LINK_HREFS } from '../startPageCopy';

function ConsentLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" textDecoration="underline">
      {children}
    </Link>
  );
}

export interface TermsConsentProps {
  checked: boolean;
  onChange(checked: boolean): void;
  error: string | undefined;
}

/**
 * checkout §2, §5: the terms checkbox whose consent text links to the Consent to Electronic
 * Signature and Disclosures, the Terms of Service and the Privacy Policy (new tabs, so the form
 * keeps what was typed).
 */
export function TermsConsent({ checked, onChange, error }: TermsConsentProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root
        size="lg"
        alignItems="flex-start"
        checked={checked}
        invalid={Boolean(error)}
        onCheckedChange={(details) => onChange(details.checked === true)}
      >
        <Checkbox.HiddenInput name="termsAccepted" />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal" lineHeight="tall">
          I agree to the{' '}
          <ConsentLink href={TERMS_LINK_HREFS.electronicSignature}>
            {TERMS_LINK_LABELS.electronicSignature}
          </ConsentLink>
          , the{' '}
          <ConsentLink href={TERMS_LINK_HREFS.termsOfService}>
            {TERMS_LINK_LABELS.termsOfService}
          </ConsentLink>{' '}
          and the{' '}
          <ConsentLink href={TERMS_LINK_HREFS.privacyPolicy}>
            {TERMS_LINK_LABELS.privacyPolicy}
          </ConsentLink>
          .<VisuallyHidden> {LINKS_OPEN_IN_NEW_TABS}</VisuallyHidden>
        </Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText role="alert">{error}</Field.ErrorText>
    </Field.Root>
  );
}
