import { useId } from 'react';
import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import {
  budgetIntentChoices,
  isBudgetIntent,
  type BudgetIntent,
} from '@yardwise/domain/wishlist/budgetIntent';
import type { PriceRange } from '@yardwise/domain/wishlist/priceRange';
import { ALL_IN_ESTIMATE_LABEL } from '@web/features/wishlist/estimate/estimateCopy';
import { RangeChart } from '@web/features/wishlist/estimate/RangeChart';
import { BUDGET_QUESTION, budgetIntentLabel } from './prioritizeCopy';
import { formatPriceRange, formatWholeDollars } from '@web/features/wishlist/data/formatPriceRange';

export interface BudgetIntentQuestionProps {
  allIn: PriceRange;
  value: BudgetIntent | null;
  onChange(intent: BudgetIntent): void;
  /** BUDGET_INTENT_REQUIRED when submitted without a choice. */
  error: string | null;
}

/**
 * "How much of the estimate would you like to spend?": the three positions in
 * the all-in range with the amount each comes to, and the range drawn with the three marked.
 */
export function BudgetIntentQuestion({ allIn, value, onChange, error }: BudgetIntentQuestionProps) {
  const labelId = useId();
  const errorId = useId();
  const choices = budgetIntentChoices(allIn);
  return (
    <RadioGroup.Root
      name="budgetIntent"
      value={value === null ? null : String(value)}
      onValueChange={(details) => {
        const intent = Number(details.value);
        if (isBudgetIntent(intent)) onChange(intent);
      }}
      aria-labelledby={labelId}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <Stack gap="4">
        <RadioGroup.Label id={labelId} fontSize="lg" fontWeight="semibold">
          {BUDGET_QUESTION}
        </RadioGroup.Label>
        <Text color="fg.muted">
          {ALL_IN_ESTIMATE_LABEL}: {formatPriceRange(allIn)}
        </Text>
        <RangeChart
          rows={[{ label: ALL_IN_ESTIMATE_LABEL, range: allIn }]}
          scale={allIn}
          markers={choices.map((choice) => ({ label: `${choice.intent}%`, at: choice.amount }))}
        />
        <Stack gap="3">
          {choices.map((choice) => (
            <RadioGroup.Item key={choice.intent} value={String(choice.intent)} minH="11">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText fontSize="md">
                {budgetIntentLabel(choice.intent, formatWholeDollars(choice.amount))}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
        {error && (
          <Text id={errorId} role="alert" color="fg.error">
            {error}
          </Text>
        )}
      </Stack>
    </RadioGroup.Root>
  );
}
