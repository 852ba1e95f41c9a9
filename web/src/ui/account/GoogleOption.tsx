import { Button, HStack, Separator, Text } from '@chakra-ui/react';

export interface GoogleOptionProps {
  dividerText: string;
  buttonText: string;
  disabled: boolean;
  onClick(): void;
}

/** The Google sign-up or login button after an 'OR' divider. */
export function GoogleOption({ dividerText, buttonText, disabled, onClick }: GoogleOptionProps) {
  return (
    <>
      {/* The divider is decoration; the button's own name says what it does. */}
      <HStack gap="3" aria-hidden="true">
        <Separator flex="1" />
        <Text color="fg.muted" fontWeight="semibold">
          {dividerText}
        </Text>
        <Separator flex="1" />
      </HStack>
      <Button
        size="xl"
        minH="12"
        width="full"
        variant="outline"
        disabled={disabled}
        onClick={onClick}
      >
        {buttonText}
      </Button>
    </>
  );
}
