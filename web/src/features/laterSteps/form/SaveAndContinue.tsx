import { Button, Stack, Text } from '@chakra-ui/react';
import { SAVE_AND_CONTINUE } from '@yardwise/domain/laterSteps/messages';
import type { CommandFailure } from '@web/data/commandFailure';

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
      <Button type="submit" size="lg" minH="12" loading={saving}>
        {SAVE_AND_CONTINUE}
      </Button>
    </Stack>
  );
}
