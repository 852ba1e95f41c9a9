import { Link, VisuallyHidden } from '@chakra-ui/react';
import { TERMS_LINK_LABELS } from '@yardwise/domain/forms/messages';
import { LINKS_OPEN_IN_NEW_TABS, TERMS_LINK_HREFS } from './accountCopy';

function ConsentLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" textDecoration="underline">
      {children}
    </Link>
  );
}

/**
 * The consent text's links to the Consent to Electronic Signature and Disclosures,
 * the Terms of Service and the Privacy Policy, in new tabs so a form keeps what was typed.
 */
export function TermsLinks({ lead }: { lead: string }) {
  return (
    <>
      {lead}{' '}
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
    </>
  );
}
