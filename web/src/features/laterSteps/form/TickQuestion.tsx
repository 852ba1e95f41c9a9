import { Checkbox, Fieldset, SimpleGrid } from '@chakra-ui/react';
import { QuestionGroup } from '@web/ui/readOnlyAnswers';
import { toggleChoice } from '@yardwise/domain/laterSteps/choices';

interface TickQuestionProps<V extends string> {
  question: string;
  hint: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange(value: V[]): void;
  error: string | undefined;
  boxRef(element: HTMLElement | null): void;
  /** At most this many ticks: at the limit the other options wait until one is unticked. */
  max?: number;
}

/** A question answered by ticking any of a few options; its error is tied to the group. */
export function TickQuestion<V extends string>({
  question,
  hint,
  options,
  value,
  onChange,
  error,
  boxRef,
  max,
}: TickQuestionProps<V>) {
  const full = max !== undefined && value.length >= max;
  return (
    <QuestionGroup invalid={Boolean(error)} ref={boxRef}>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        {question}
      </Fieldset.Legend>
      <Fieldset.HelperText>{hint}</Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <Checkbox.Root
              key={option.value}
              checked={checked}
              disabled={full && !checked}
              onCheckedChange={(details) =>
                onChange(toggleChoice(value, option.value, details.checked === true, max))
              }
              size="lg"
              minH="11"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </SimpleGrid>
      <Fieldset.ErrorText role="alert">{error}</Fieldset.ErrorText>
    </QuestionGroup>
  );
}
