import { lazy, Suspense, useState } from 'react';
import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { NavButton } from '@web/ui/NavButton';
import { Link as RouterLink } from 'react-router-dom';
import type { YardName } from '@yardwise/domain/firestore/documents';
import { removeYardConfirmation } from '@yardwise/domain/onboarding/confirmations';
import { showsConfirmInformation } from '@yardwise/domain/onboarding/contextError';
import { chosenPrimaryYard, outdoorSpaceLimitNote } from '@yardwise/domain/onboarding/packageRules';
import { yardOverview } from '@yardwise/domain/onboarding/yardOverview';
import { reviewPagePath } from '@yardwise/domain/routes/paths';
import { PROJECT_STATUS_LABEL } from '@yardwise/domain/laterSteps/startProject/messages';
import { projectStatusText } from '@yardwise/domain/laterSteps/startProject/submission';
import { useDataLayer } from '@web/data/DataLayerContext';
import { toCommandFailure } from '@web/data/commandFailure';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { useOpenerFocus } from '@web/ui/useOpenerFocus';
import { useShownOnce } from './useShownOnce';
import { YardCardView } from './YardCardView';

// The dialogs load when they first open: a returning client, who confirmed their information,
// does not download them to see the overview.
const SwapYardDialog = lazy(() =>
  import('./SwapYardDialog').then((module) => ({ default: module.SwapYardDialog })),
);
const RemoveYardDialog = lazy(() =>
  import('./RemoveYardDialog').then((module) => ({ default: module.RemoveYardDialog })),
);
const ConfirmInformationDialog = lazy(() =>
  import('./ConfirmInformationDialog').then((module) => ({
    default: module.ConfirmInformationDialog,
  })),
);

export const NEXT_STEP_HINT = 'Finish the uploads of each yard to continue.';
export const NO_YARDS_YET = 'Choose the yards you would like designed to get started.';

/**
 * /onboard/my-yard: a card per chosen yard, buttons for the other allowed yards (a locked one opens
 * the swap prompt), NEXT STEP once the required uploads are complete, and the blocking Confirm Your
 * Information dialog until the client confirms.
 */
export function YardOverviewPage({ title }: { title: string }) {
  const { state, packageKey, stepOptions, profile, email, openHelp } = useOnboard();
  const { commands } = useDataLayer();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [swapTo, setSwapTo] = useState<YardName | null>(null);
  const swapOpener = useOpenerFocus();
  // The yard whose removal is being asked about; it stays set while the question closes.
  const [removeAsk, setRemoveAsk] = useState<{ yard: YardName; open: boolean } | null>(null);
  const removeOpener = useOpenerFocus();
  const overview = yardOverview(packageKey, state, stepOptions);
  const spaceLimit = outdoorSpaceLimitNote(packageKey);
  const confirmInformation = showsConfirmInformation(state, null);
  const swapShown = useShownOnce(swapTo !== null);
  const confirmShown = useShownOnce(confirmInformation);
  const removeShown = useShownOnce(removeAsk?.open === true);

  async function run(key: string, work: () => Promise<unknown>) {
    setBusy(key);
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(toCommandFailure(failure).message);
      return false;
    } finally {
      setBusy(null);
    }
  }

  const hintId = 'next-step-hint';
  return (
    <Stack gap="6" maxW="960px">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text fontWeight="semibold">
          {PROJECT_STATUS_LABEL} {projectStatusText(state)}
        </Text>
        <Text color="fg.muted">
          {overview.cards.length > 0
            ? 'Upload photos and videos of each yard, tell us what to keep or remove and how you want to use the space.'
            : NO_YARDS_YET}
        </Text>
        {spaceLimit && <Text fontWeight="medium">{spaceLimit}</Text>}
      </Stack>

      {error && (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      )}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {overview.cards.map((card) => (
          <YardCardView
            key={card.yard}
            card={card}
            removing={busy === `remove-${card.yard}`}
            onRemove={() => {
              removeOpener.remember();
              setRemoveAsk({ yard: card.yard, open: true });
            }}
          />
        ))}
      </SimpleGrid>

      {overview.addButtons.length > 0 && (
        <Box as="section" aria-labelledby="add-yards-heading">
          <Heading as="h2" size="md" id="add-yards-heading" mb="3">
            {overview.cards.length > 0 ? 'Add another yard' : 'Choose your yards'}
          </Heading>
          <HStack gap="3" wrap="wrap">
            {overview.addButtons.map((button) => (
              <Button
                key={button.yard}
                data-add-yard={button.yard}
                variant="outline"
                loading={busy === `add-${button.yard}`}
                onClick={() => {
                  if (!button.locked) {
                    void run(`add-${button.yard}`, () =>
                      commands.call('activateYard', { yard: button.yard }),
                    );
                    return;
                  }
                  swapOpener.remember();
                  setSwapTo(button.yard);
                }}
              >
                Add {button.label}
              </Button>
            ))}
          </HStack>
        </Box>
      )}

      <Stack gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
        <NavButton
          size="lg"
          to={overview.next.path}
          disabled={!overview.next.enabled}
          aria-describedby={overview.next.enabled ? undefined : hintId}
        >
          {overview.next.label}
        </NavButton>
        {overview.cards.length > 0 && (
          <Link asChild>
            <RouterLink to={reviewPagePath('1')}>Review your uploads</RouterLink>
          </Link>
        )}
      </Stack>
      {!overview.next.enabled && (
        <Text id={hintId} color="fg.muted" mt="-3">
          {NEXT_STEP_HINT}
        </Text>
      )}

      {/* Nothing shows until a dialog does, and focus stays on what opened it. */}
      {swapShown && (
        <Suspense fallback={null}>
          <SwapYardDialog
            to={swapTo}
            from={chosenPrimaryYard(state)}
            switching={busy === 'swap'}
            finalFocus={swapOpener.finalFocus}
            onCancel={() => setSwapTo(null)}
            onConfirm={async () => {
              if (await run('swap', () => commands.call('swapYards', {}))) setSwapTo(null);
            }}
          />
        </Suspense>
      )}
      {removeShown && removeAsk && (
        <Suspense fallback={null}>
          <RemoveYardDialog
            open={removeAsk.open}
            confirmation={removeYardConfirmation(packageKey, state, removeAsk.yard)}
            removing={busy === `remove-${removeAsk.yard}`}
            // Once removed, its card is gone: focus goes to the button that adds it back.
            finalFocus={() =>
              removeOpener.finalFocus() ??
              document.querySelector<HTMLElement>(`[data-add-yard="${removeAsk.yard}"]`)
            }
            onCancel={() => setRemoveAsk({ ...removeAsk, open: false })}
            onConfirm={async () => {
              const { yard } = removeAsk;
              await run(`remove-${yard}`, () => commands.call('deactivateYard', { yard }));
              setRemoveAsk({ yard, open: false });
            }}
          />
        </Suspense>
      )}
      {confirmShown && (
        <Suspense fallback={null}>
          <ConfirmInformationDialog
            open={confirmInformation}
            profile={profile}
            email={email}
            onReportProblem={openHelp}
          />
        </Suspense>
      )}
    </Stack>
  );
}
