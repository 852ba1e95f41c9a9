import { Button, Stack, Text } from '@chakra-ui/react';
import { SAVE_AND_CONTINUE } from '@yardwise/domain/laterSteps/messages';
import type { CommandFailure } from '@web/data/commandFailure';
import { useProjectSubmitted } from '@web/data/onboard/OnboardContext';

/**
 * The foot of every later step's form: why saving must wait (uploads still going), why the last
 * save failed, and "Save and continue".
 */
export function SaveAndContinue({
  failure,
  saving,
  blocked,
}: {
  failure: CommandFailure | undefined;
  saving: boolean;
  blocked?: string | null | undefined;
}) {
  // A submitted project is read-only (the shell's note says how to ask for a change).
  const submitted = useProjectSubmitted();
  return (
    <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
      {blocked ? (
        <Text role="alert" color="fg.error">
          {blocked}
        </Text>
      ) : null}
      {failure ? (
        <Text role="alert" color="fg.error">
          {failure.message}
        </Text>
      ) : null}
      <Button type="submit" size="lg" minH="12" loading={saving} disabled={submitted}>
        {SAVE_AND_CONTINUE}
      </Button>
    </Stack>
  );
}
