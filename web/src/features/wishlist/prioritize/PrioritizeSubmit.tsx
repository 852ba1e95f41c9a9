import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { BudgetIntent } from '@yardwise/domain/wishlist/budgetIntent';
import { BUDGET_INTENT_ERROR } from '@yardwise/domain/wishlist/messages';
import type { PriceRange } from '@yardwise/domain/wishlist/priceRange';
import { prioritizeSubmit } from '@yardwise/domain/wishlist/prioritize';
import { useCommand } from '@web/data/useCommand';
import { BudgetIntentQuestion } from './BudgetIntentQuestion';
import { SUBMIT_WISH_LIST } from './prioritizeCopy';

export interface PrioritizeSubmitProps {
  allIn: PriceRange;
  /** The intent saved on the project, chosen again when the page opens. */
  savedIntent: BudgetIntent | null;
}

/**
 * The budget question and "Submit my wish list": a choice is required;
 * the intent is saved with submittedInstallationPlans, then the wish list is complete. A failed
 * save shows BUDGET_INTENT_ERROR above the question.
 */
export function PrioritizeSubmit({ allIn, savedIntent }: PrioritizeSubmitProps) {
  const navigate = useNavigate();
  const submitIntent = useCommand('submitBudgetIntent');
  const [intent, setIntent] = useState<BudgetIntent | null>(savedIntent);
  const [required, setRequired] = useState<string | null>(null);

  async function submit() {
    const outcome = prioritizeSubmit(intent);
    if (!outcome.ok) {
      setRequired(outcome.message);
      return;
    }
    setRequired(null);
    const saved = await submitIntent.run({
      budgetIntent: outcome.projectUpdate.clientBudgetIntent,
    });
    if (saved) navigate(outcome.navigateTo);
  }

  return (
    <Stack gap="5">
      {submitIntent.failure && (
        <Text role="alert" color="fg.error" fontWeight="semibold">
          {BUDGET_INTENT_ERROR}
        </Text>
      )}
      <BudgetIntentQuestion
        allIn={allIn}
        value={intent}
        onChange={(chosen) => {
          setIntent(chosen);
          setRequired(null);
        }}
        error={required}
      />
      <Button
        size="lg"
        minH="12"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        loading={submitIntent.pending}

        onClick={() => void submit()}
      >
        {SUBMIT_WISH_LIST}
      </Button>
    </Stack>
  );
}
