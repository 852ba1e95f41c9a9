import { Box, Button, Stack, Text } from '@chakra-ui/react';
import {
  PROJECT_SUBMITTED_READ_ONLY,
  READ_ONLY_NOTE_HEADING,
  TALK_TO_US,
} from '@yardwise/domain/laterSteps/startProject/messages';

/**
 * Above every onboarding page once the project is submitted: the answers are read-only, and a
 * change is asked for through the Talk to us form (the shell's help dialog).
 */
export function SubmittedNote({ onTalkToUs }: { onTalkToUs(): void }) {
  return (
    <Box
      as="aside"
      aria-label={READ_ONLY_NOTE_HEADING}
      borderWidth="1px"
      borderColor="border.info"
      bg="bg.info"
      rounded="md"
      p="4"
      mb="6"
    >
      <Stack gap="2" align="flex-start">
        <Text fontWeight="semibold">{READ_ONLY_NOTE_HEADING}</Text>
        <Text>{PROJECT_SUBMITTED_READ_ONLY}</Text>
        <Button variant="outline" size="sm" minH="11" onClick={onTalkToUs}>
          {TALK_TO_US}
        </Button>
      </Stack>
    </Box>
  );
}
