import { useId, useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import type { ColorResponseDoc } from '@yardwise/domain/exterior/colors';
import { COLOR_PLACEMENTS } from '@yardwise/domain/exterior/messages';
import type { WithId } from '@yardwise/domain/firestore/collections';
import { useDataLayer } from '@web/data/DataLayerContext';
import { useLiveQuery } from '@web/data/liveReads';
import { useReferenceDocument } from '@web/data/referenceReads';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import {
  NO_COLOURS_YET,
  REMOVE,
  REMOVE_COLOUR,
  UNKNOWN_COLOUR,
  YOUR_COLOURS,
} from '@web/features/exterior/exteriorCopy';
import { colorFailureMessage } from './colorFailureMessage';
import { Swatch } from './Swatch';

/** One chosen colour with its swatch and a Remove button naming the colour and where it goes. */
function ChosenColorRow({
  response,
  removing,
  onRemove,
}: {
  response: WithId<ColorResponseDoc>;
  removing: boolean;
  onRemove(response: WithId<ColorResponseDoc>): void;
}) {
  const color = useReferenceDocument('colors', response.colorId);
  const name = color.data?.name ?? UNKNOWN_COLOUR;
  return (
    <HStack as="li" gap="3" justify="space-between" flexWrap="wrap">
      <HStack gap="3" minW="0">
        <Swatch hexCode={color.data?.hexCode} size="8" />
        <Text wordBreak="break-word">{name}</Text>
      </HStack>
      <Button
        size="sm"
        minH="11"
        variant="outline"
        colorPalette="red"
        aria-label={fillCopy(REMOVE_COLOUR, { name, placement: response.placement })}
        loading={removing}
        onClick={() => onRemove(response)}
      >
        {REMOVE}
      </Button>
    </HStack>
  );
}

/**
 * "Your colours": the client's colour choices for this project, read live and grouped by where
 * they go, each with Remove.
 */
export function YourColors() {
  const { uid, state } = useOnboard();
  const { commands } = useDataLayer();
  const headingId = useId();
  const responses = useLiveQuery('colorResponses', [
    { field: 'userId', value: uid },
    { field: 'projectId', value: state.projectId },
  ]);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function remove(response: WithId<ColorResponseDoc>) {
    setRemovingId(response.id);
    setRemoveError(null);
    try {
      await commands.call('deleteColorResponse', { colorResponseId: response.id });
    } catch (failure) {
      setRemoveError(colorFailureMessage('remove', failure));
    } finally {
      setRemovingId(null);
    }
  }

  const chosen = responses.data ?? [];
  const groups = COLOR_PLACEMENTS.map((placement) => ({
    placement,
    responses: chosen
      .filter((response) => response.placement === placement)
      .sort((a, b) => a.id.localeCompare(b.id)),
  })).filter((group) => group.responses.length > 0);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="lg">
        {YOUR_COLOURS}
      </Heading>
      {responses.status === 'error' ? (
        <Text role="alert" color="fg.error">
          {colorFailureMessage('fetchSelections', responses.error)}
        </Text>
      ) : null}
      {responses.status === 'success' && groups.length === 0 ? (
        <Text color="fg.muted">{NO_COLOURS_YET}</Text>
      ) : null}
      {groups.map((group) => (
        <Box key={group.placement}>
          <Heading as="h3" size="md" mb="2">
            {group.placement}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none" aria-label={group.placement}>
            {group.responses.map((response) => (
              <ChosenColorRow
                key={response.id}
                response={response}
                removing={removingId === response.id}
                onRemove={(target) => void remove(target)}
              />
            ))}
          </Stack>
        </Box>
      ))}
      {removeError ? (
        <Text role="alert" color="fg.error">
          {removeError}
        </Text>
      ) : null}
    </Stack>
  );
}
