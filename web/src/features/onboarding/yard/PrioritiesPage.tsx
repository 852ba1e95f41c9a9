import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Fieldset, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { QuestionGroup } from '@web/ui/readOnlyAnswers';
import { useNavigate } from 'react-router-dom';
import type { YardName } from '@yardwise/domain/firestore/documents';
import { yardPageNext, yardPageTitle } from '@yardwise/domain/onboarding/navigation';
import { YARD_FUNCTIONS, type YardFunction } from '@yardwise/domain/onboarding/yards';
import { useDataLayer } from '@web/data/DataLayerContext';
import { useOnboard, useProjectSubmitted } from '@web/data/onboard/OnboardContext';
import { useCommand } from '@web/data/useCommand';
import { reportError } from '@web/data/errorReporting';

// Decision: YARD_FUNCTIONS are in lower case; the page shows them capitalised.
const LEGEND = 'Choose everything you would like to do in this yard.';

export function yardFunctionLabel(name: YardFunction): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Marks the yard's functions step started when the page opens, once per yard;
 * the server keeps a COMPLETE step complete. A failure only leaves the status as it was.
 */
function useMarkPrioritiesOpened(yard: YardName) {
  const { commands } = useDataLayer();
  // A submitted project is read-only: there is nothing to mark.
  const submitted = useProjectSubmitted();
  const markedFor = useRef<YardName | null>(null);
  useEffect(() => {
    if (submitted || markedFor.current === yard) return;
    markedFor.current = yard;
    commands
      .call('setYardStepStatus', { yard, step: 'priorities', status: 'INCOMPLETE' })
      .catch((error: unknown) =>
        reportError(error, { where: 'Marking the functions step started failed' }),
      );
  }, [commands, yard, submitted]);
}

/** /onboard/my-yard/{yard}/priorities: what the client wants the yard for. */
export function PrioritiesPage({ yard }: { yard: YardName }) {
  // Another yard's page starts afresh from that yard's functions.
  return <YardFunctionsForm key={yard} yard={yard} />;
}

function YardFunctionsForm({ yard }: { yard: YardName }) {
  const { state } = useOnboard();
  const navigate = useNavigate();
  const save = useCommand('setYardPriorities');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(state.priorities[yard] ?? []),
  );
  const next = yardPageNext(yard, 'priorities');
  useMarkPrioritiesOpened(yard);

  function toggle(name: YardFunction, checked: boolean) {
    setChosen((current) => {
      const updated = new Set(current);
      if (checked) updated.add(name);
      else updated.delete(name);
      return updated;
    });
  }

  async function saveAndComplete() {
    // Sent in the order of YARD_FUNCTIONS, whatever order they were ticked in.
    const functions = YARD_FUNCTIONS.filter((name) => chosen.has(name));
    if (await save.run({ yard, functions })) navigate(next.path);
  }

  return (
    <Stack gap="8">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {yardPageTitle(yard, 'priorities')}
      </Heading>
      <QuestionGroup>
        <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="3">
          {LEGEND}
        </Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {YARD_FUNCTIONS.map((name) => (
            <Checkbox.Root
              key={name}
              checked={chosen.has(name)}
              onCheckedChange={(details) => toggle(name, details.checked === true)}
              size="lg"
              minH="11"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{yardFunctionLabel(name)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </QuestionGroup>
      <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
        {save.failure ? (
          <Text role="alert" color="fg.error">
            {save.failure.message}
          </Text>
        ) : null}
        <Button size="lg" minH="12" loading={save.pending} onClick={() => void saveAndComplete()}>
          {next.label}
        </Button>
      </Stack>
    </Stack>
  );
}
