import { Checkbox, Field } from '@chakra-ui/react';
import { TermsLinks } from '@web/ui/account/TermsLinks';

export interface TermsConsentProps {
  checked: boolean;
  onChange(checked: boolean): void;
  error: string | undefined;
}

/** The signup's terms checkbox with the consent text's links. */
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
        {/* Links are inline-flex boxes by default, which cannot break across lines: inline, the
            sentence wraps word by word on a phone instead of stacking its links. */}
        <Checkbox.Label
          display="block"
          fontWeight="normal"
          lineHeight="tall"
          css={{ '& a': { display: 'inline' } }}
        >
          <TermsLinks lead="I agree to the" />
        </Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText role="alert">{error}</Field.ErrorText>
    </Field.Root>
  );
}
