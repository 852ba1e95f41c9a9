import { Box, Button, HStack, Link, Spinner, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ConfirmationAction } from '@yardwise/domain/checkout/confirmationSetup';
import { experienceLink } from './experienceLink';

/**
 * The bottom of the confirmation page: spinner, button or fallback message. One
 * polite live region holds all three, so a screen reader hears each change without losing its
 * place; its minimum height fits the spinner and the button, and it is the last thing on the page,
 * so the longer fallback message moves nothing above it.
 */
export function SetupAction({
  action,
  supportEmail,
}: {
  action: ConfirmationAction;
  supportEmail: string;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      minH="16"
      display="flex"
      alignItems="center"
      justifyContent="center"
      textAlign="center"
    >
      {action.kind === 'spinner' ? (
        <HStack gap="3">
          <Spinner size="md" color="brand.solid" aria-hidden="true" />
          <Text fontWeight="medium">{action.text}</Text>
        </HStack>
      ) : null}
      {action.kind === 'button' ? <ActionButton action={action} /> : null}
      {action.kind === 'fallback' ? (
        <FallbackMessage text={action.text} supportEmail={supportEmail} />
      ) : null}
    </Box>
  );
}

function ActionButton({ action }: { action: Extract<ConfirmationAction, { kind: 'button' }> }) {
  const link = experienceLink(action.target);
  return (
    <Button asChild size="lg" width={{ base: 'full', sm: 'auto' }} px="8">
      {link.inApp ? (
        <RouterLink to={link.to}>{action.label}</RouterLink>
      ) : (
        <a href={link.href}>{action.label}</a>
      )}
    </Button>
  );
}

/** The domain's message, with the support email in it made a mail link. */
function FallbackMessage({ text, supportEmail }: { text: string; supportEmail: string }) {
  const at = supportEmail ? text.indexOf(supportEmail) : -1;
  if (at < 0) return <Text maxW="prose">{text}</Text>;
  return (
    <Text maxW="prose">
      {text.slice(0, at)}
      <Link
        href={`mailto:${supportEmail}`}
        color="brand.fg"
        fontWeight="semibold"
        textDecoration="underline"
      >
        {supportEmail}
      </Link>
      {text.slice(at + supportEmail.length)}
    </Text>
  );
}
