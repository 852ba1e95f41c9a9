import { useId } from 'react';
import { RadioGroup, SimpleGrid, Text } from '@chakra-ui/react';
import { useAnswersReadOnly } from './readOnlyAnswers';

export interface ChoiceQuestionProps<V extends string> {
  name: string;
  question: string;
  options: readonly { value: V; label: string }[];
  value: V | '';
  onChange(value: V): void;
  /** Leaving the group (not moving between its options) counts as answering it. */
  onLeave?: () => void;
  error?: string | undefined;
  /** Options per row from the small breakpoint up (one per row on phones). */
  columns?: number;
}

/** A question answered with one of a few choices; its error is tied to the group and announced. */
export function ChoiceQuestion<V extends string>({
  name,
  question,
  options,
  value,
  onChange,
  onLeave,
  error,
  columns = 2,
}: ChoiceQuestionProps<V>) {
  const labelId = useId();
  const errorId = useId();
  const readOnly = useAnswersReadOnly();
  return (
    <RadioGroup.Root
      name={name}
      disabled={readOnly}
      value={value === '' ? null : value}
      onValueChange={(details) => {
        const chosen = options.find((option) => option.value === details.value);
        if (chosen) onChange(chosen.value);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onLeave?.();
      }}
      aria-labelledby={labelId}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <RadioGroup.Label id={labelId} fontSize="md" fontWeight="semibold" mb="3">
        {question}
      </RadioGroup.Label>
      <SimpleGrid columns={{ base: 1, sm: columns }} gap="2">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} minH="11">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText fontSize="md">{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </SimpleGrid>
      {error ? (
        <Text id={errorId} role="alert" color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      ) : null}
    </RadioGroup.Root>
  );
}
