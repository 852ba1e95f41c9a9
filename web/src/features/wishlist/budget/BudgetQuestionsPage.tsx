import { useEffect, useRef } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { BUDGET_REVIEW_PATH } from '@yardwise/domain/routes/paths';
import {
  answerPhasing,
  budgetFormDigits,
  budgetFormValuesFrom,
  BUDGET_VALIDATION_DEBOUNCE_MS,
  DESIGN_TARGETS,
  PHASING_ANSWERS,
  type BudgetFormValues,
} from '@yardwise/domain/wishlist/budget';
import { useCommand } from '@web/data/useCommand';
import { PageLoader } from '@web/ui/PageLoader';
import { BudgetAmountField } from './BudgetAmountField';
import {
  DESIGN_TARGET_LABELS,
  DESIGN_TARGET_QUESTION,
  FIRST_PHASE_BUDGET_LABEL,
  LOADING_BUDGET,
  PHASING_LABELS,
  PHASING_QUESTION,
  SAVE_BUDGET,
  TOTAL_BUDGET_LABEL,
} from './budgetCopy';
import { budgetFormValidation } from './budgetFormValidation';
import { ChoiceQuestion } from '@web/ui/ChoiceQuestion';
import { useSavedBudget } from './useSavedBudget';

const PHASING_OPTIONS = PHASING_ANSWERS.map((value) => ({ value, label: PHASING_LABELS[value] }));
const DESIGN_TARGET_OPTIONS = DESIGN_TARGETS.map((value) => ({
  value,
  label: DESIGN_TARGET_LABELS[value],
}));

/**
 * The budget form: checked 400 ms after the last change and on save; a saved
 * budget goes to the review, a failure keeps what was typed and says why.
 */
function BudgetForm({ initialValues }: { initialValues: BudgetFormValues }) {
  const navigate = useNavigate();
  const save = useCommand('saveBudget');
  const edited = useRef(false);
  const formik = useFormik<BudgetFormValues>({
    initialValues,
    validate: budgetFormValidation,
    validateOnChange: false,
    validateOnBlur: false,
    async onSubmit(typed) {
      // The command takes digits: thousands commas the form allowed are dropped here.
      const values = budgetFormDigits(typed);
      if (values.phasing === '') return;
      const saved = await save.run({
        phasing: values.phasing,
        allInBudget: values.allInBudget,
        phaseoneBudget: values.phaseoneBudget,
        designTarget:
          values.phasing === 'yes' && values.designTarget !== '' ? values.designTarget : null,
      });
      if (saved) navigate(BUDGET_REVIEW_PATH);
    },
  });
  const { values, validateForm } = formik;

  useEffect(() => {
    if (!edited.current) return;
    const timer = setTimeout(() => void validateForm(), BUDGET_VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values, validateForm]);

  // An error shows once its field was answered, or after a save was tried.
  const errorOf = (field: keyof BudgetFormValues) =>
    formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined;

  function change(field: keyof BudgetFormValues, value: string) {
    edited.current = true;
    void formik.setFieldValue(field, value, false);
    void formik.setFieldTouched(field, true, false);
  }

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="8">
        <ChoiceQuestion
          name="phasing"
          columns={1}
          question={PHASING_QUESTION}
          options={PHASING_OPTIONS}
          value={values.phasing}
          onChange={(phasing) => {
            edited.current = true;
            void formik.setValues(answerPhasing(values, phasing), false);
            void formik.setFieldTouched('phasing', true, false);
          }}
          error={errorOf('phasing')}
        />
        {values.phasing === 'yes' && (
          <>
            <ChoiceQuestion
              name="designTarget"
              columns={1}
              question={DESIGN_TARGET_QUESTION}
              options={DESIGN_TARGET_OPTIONS}
              value={values.designTarget}
              onChange={(target) => change('designTarget', target)}
              error={errorOf('designTarget')}
            />
            <BudgetAmountField
              name="phaseoneBudget"
              label={FIRST_PHASE_BUDGET_LABEL}
              value={values.phaseoneBudget}
              onChange={(text) => change('phaseoneBudget', text)}
              onBlur={() => void formik.setFieldTouched('phaseoneBudget', true, false)}
              error={errorOf('phaseoneBudget')}
            />
          </>
        )}
        <BudgetAmountField
          name="allInBudget"
          label={TOTAL_BUDGET_LABEL}
          value={values.allInBudget}
          onChange={(text) => change('allInBudget', text)}
          onBlur={() => void formik.setFieldTouched('allInBudget', true, false)}
          error={errorOf('allInBudget')}
        />
        <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
          {save.failure && (
            <Text role="alert" color="fg.error">
              {save.failure.message}
            </Text>
          )}
          <Button type="submit" size="lg" minH="12" loading={formik.isSubmitting}>
            {SAVE_BUDGET}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** "Let's talk budget!" (/onboard/budget/checklist/phasing): the budget questions, filled from what was saved. */
export function BudgetQuestionsPage({ title }: { title: string }) {
  const saved = useSavedBudget();
  let body;
  if (saved.status === 'loading') body = <PageLoader label={LOADING_BUDGET} />;
  else if (saved.error)
    body = (
      <Text role="alert" color="fg.error">
        {saved.error.message}
      </Text>
    );
  else body = <BudgetForm initialValues={budgetFormValuesFrom(saved.metadata, saved.firstPhase)} />;
  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      {body}
    </Stack>
  );
}
