import { useState } from 'react';
import { Alert, Button, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import type { AcceptTermsResult } from '@yardwise/domain/commands/acceptTerms';
import { CURRENT_TERMS_VERSION } from '@yardwise/domain/terms/currentTerms';
import { TERMS_CONTINUE, TERMS_UPDATED_TITLE } from '@yardwise/domain/forms/messages';
import { useCommand } from '@web/data/useCommand';
import { TermsLinks } from '@web/ui/account/TermsLinks';
import { PageContainer } from '@web/ui/PageContainer';
import { useDocumentTitle } from '@web/ui/useDocumentTitle';

/** Decision (our own wording): the intro says why the page is here. */
export const TERMS_UPDATED_INTRO =
  'We have updated our terms. Please read them and accept them to continue.';

export interface TermsUpdatePageProps {
  /** Called once the agreement is recorded (the live agreement then lets the page through). */
  onAccepted?(result: AcceptTermsResult): void;
}

/**
 * A user who has not accepted the current terms sees 'Changes to Terms
 * & Privacy Policy' with links to the three documents; Continue is enabled only when the box is
 * ticked, and records the agreement.
 */
export function TermsUpdatePage({ onAccepted }: TermsUpdatePageProps) {
  useDocumentTitle(TERMS_UPDATED_TITLE);
  const [agreed, setAgreed] = useState(false);
  const accept = useCommand('acceptTerms');

  async function onContinue() {
    const result = await accept.run({ typeOfTos: CURRENT_TERMS_VERSION, tosAgreed: true });
    if (result) onAccepted?.(result);
  }

  return (
    <PageContainer>
      <Stack gap="6" maxW="2xl">
        <Heading as="h1" size="2xl">
          {TERMS_UPDATED_TITLE}
        </Heading>
        <Text>{TERMS_UPDATED_INTRO}</Text>
        {accept.failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{accept.failure.message}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Checkbox.Root
          size="lg"
          alignItems="flex-start"
          checked={agreed}
          onCheckedChange={(details) => setAgreed(details.checked === true)}
        >
          <Checkbox.HiddenInput name="termsAccepted" />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal" lineHeight="tall">
            <TermsLinks lead="I have read and agree to the updated" />
          </Checkbox.Label>
        </Checkbox.Root>
        <Button
          size="xl"
          minH="12"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          disabled={!agreed}
          loading={accept.pending}
          onClick={() => void onContinue()}
        >
          {TERMS_CONTINUE}
        </Button>
      </Stack>
    </PageContainer>
  );
}
