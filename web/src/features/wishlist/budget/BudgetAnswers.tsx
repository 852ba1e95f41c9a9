import { useId } from 'react';
import { Box, DataList, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BUDGET_CHECKLIST_PHASING_PATH } from '@yardwise/domain/routes/paths';
import {
  budgetFormValuesFrom,
  type BudgetMetadataRecord,
  type PhaseMetadataRecord,
} from '@yardwise/domain/wishlist/budget';
import { formatBudgetCents } from '@yardwise/domain/wishlist/budgetAmount';
import {
  ANSWER_BUDGET_QUESTIONS,
  BUDGET_ANSWERS_HEADING,
  DESIGN_TARGET_LABELS,
  DESIGN_TARGET_QUESTION,
  EDIT_BUDGET,
  FIRST_PHASE_BUDGET_LABEL,
  NO_BUDGET_YET,
  PHASING_LABELS,
  PHASING_QUESTION,
  TOTAL_BUDGET_LABEL,
} from './budgetCopy';

export interface BudgetAnswersProps {
  metadata: BudgetMetadataRecord | null;
  firstPhase: PhaseMetadataRecord | null;
}

function EditLink({ children }: { children: string }) {
  return (
    <Link
      asChild
      fontWeight="semibold"
      color="brand.700"
      textDecoration="underline"
      minH="10"
      display="inline-flex"
      alignItems="center"
    >
      <RouterLink to={BUDGET_CHECKLIST_PHASING_PATH}>{children}</RouterLink>
    </Link>
  );
}

/** The saved budget answers as the homeowner gave them, in whole dollars, with a way to change them. */
export function BudgetAnswers({ metadata, firstPhase }: BudgetAnswersProps) {
  const headingId = useId();
  const answers = budgetFormValuesFrom(metadata, firstPhase);
  const rows: { label: string; value: string }[] = [];
  if (metadata && answers.phasing !== '') {
    rows.push({ label: PHASING_QUESTION, value: PHASING_LABELS[answers.phasing] });
    rows.push({ label: TOTAL_BUDGET_LABEL, value: formatBudgetCents(metadata.total_budget) });
    if (metadata.phasing && firstPhase) {
      rows.push({ label: FIRST_PHASE_BUDGET_LABEL, value: formatBudgetCents(firstPhase.budget) });
    }
    if (answers.designTarget !== '') {
      rows.push({
        label: DESIGN_TARGET_QUESTION,
        value: DESIGN_TARGET_LABELS[answers.designTarget],
      });
    }
  }
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId} mb="3">
        {BUDGET_ANSWERS_HEADING}
      </Heading>
      {rows.length > 0 ? (
        <>
          <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="3">
            {rows.map((row) => (
              <DataList.Item key={row.label}>
                <DataList.ItemLabel minW={{ sm: '16rem' }}>{row.label}</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="semibold">{row.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <EditLink>{EDIT_BUDGET}</EditLink>
        </>
      ) : (
        <Text>
          {NO_BUDGET_YET} <EditLink>{ANSWER_BUDGET_QUESTIONS}</EditLink>
        </Text>
      )}
    </Box>
  );
}
