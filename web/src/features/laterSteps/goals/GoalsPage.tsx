import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Field,
  Fieldset,
  Flex,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import {
  EMPTY_GOALS_FORM,
  GOAL_OPTIONS,
  goalsFormErrors,
  goalsFormValuesFrom,
  INSTALL_TIMING_OPTIONS,
  INSTALLER_OPTIONS,
  MAX_GOALS,
  sameGoalsForm,
  SUCCESS_MAX_LENGTH,
  toggleGoal,
  type GoalsAnswers,
  type GoalsFormErrors,
  type GoalsFormValues,
} from '@yardwise/domain/laterSteps/goals';
import {
  ANSWERS_LOAD_FAILED,
  GOALS_HINT,
  GOALS_INTRO,
  GOALS_QUESTION,
  INSTALL_TIMING_QUESTION,
  INSTALLER_QUESTION,
  SAVE_AND_CONTINUE,
  SUCCESS_HINT,
  SUCCESS_QUESTION,
} from '@yardwise/domain/laterSteps/messages';
import { nextLaterStepPath } from '@yardwise/domain/laterSteps/steps';
import { useOnboard } from '../../../data/onboard/OnboardContext';
import { useCommand } from '../../../data/useCommand';
import {
  clearLaterStepDraft,
  readLaterStepDraft,
  writeLaterStepDraft,
} from '../../../ui/laterStepDrafts';
import { PageLoader } from '../../../ui/PageLoader';
import { ChoiceQuestion } from '../ChoiceQuestion';
import { useLaterStepAnswers } from '../useLaterStepAnswers';

// Decision: the page's loading line; the spec words only the questions and the button.
const LOADING_GOALS = 'Loading your goals…';

/** The questions in page order: a failed save moves focus to the first one with an error. */
const FIELD_ORDER = ['goals', 'success', 'installTiming', 'installer'] as const;

function GoalsForm({ saved }: { saved: GoalsAnswers | null }) {
  const { uid, packageKey, stepOptions } = useOnboard();
  const navigate = useNavigate();
  const save = useCommand('saveGoals');
  const fields = useRef<Partial<Record<keyof GoalsFormValues, HTMLElement | null>>>({});
  // Once saved, the page is leaving: what is still in the form is no draft.
  const leaving = useRef(false);
  const focusedAfterSubmit = useRef(0);
  const saving = useRef(false);
  const savedValues = saved ? goalsFormValuesFrom(saved) : EMPTY_GOALS_FORM;
  // What was typed and not saved comes back first, then what was saved.
  const [initialValues] = useState(() =>
    goalsFormValuesFrom(readLaterStepDraft(uid, 'goals') ?? saved),
  );

  const formik = useFormik<GoalsFormValues>({
    initialValues,
    validate: goalsFormErrors,
    async onSubmit(values) {
      // formik submits again on every submit event (Enter on a control): one save at a time.
      if (saving.current) return;
      saving.current = true;
      // goalsFormErrors passed, so every answer is one of the options.
      const done = await save.run(values as GoalsAnswers).finally(() => {
        saving.current = false;
      });
      if (!done) return;
      leaving.current = true;
      clearLaterStepDraft(uid, 'goals');
      navigate(nextLaterStepPath('goals', packageKey, stepOptions));
    },
  });
  const { values, errors, touched, submitCount, isSubmitting, isValidating } = formik;

  // Typing keeps a draft until it is saved; back to the saved answers, there is nothing to keep.
  const unchanged = sameGoalsForm(values, savedValues);
  useEffect(() => {
    if (leaving.current) return;
    if (unchanged) clearLaterStepDraft(uid, 'goals');
    else writeLaterStepDraft(uid, 'goals', values);
  }, [uid, values, unchanged]);

  // After a save is refused by the form's own checks, focus goes to the first question to fix,
  // once per attempt: later checks while the client types leave focus where it is.
  useEffect(() => {
    if (submitCount === focusedAfterSubmit.current || isSubmitting || isValidating) return;
    focusedAfterSubmit.current = submitCount;
    const first = FIELD_ORDER.find((field) => errors[field]);
    const box = first ? fields.current[first] : null;
    const control = box?.matches('textarea') ? box : box?.querySelector('input:not(:disabled)');
    (control as HTMLElement | null | undefined)?.focus();
  }, [submitCount, isSubmitting, isValidating, errors]);

  // goalsFormErrors gives one message per field, the goals list's included.
  const fieldErrors = errors as GoalsFormErrors;
  const errorOf = (field: keyof GoalsFormValues) =>
    touched[field] || submitCount > 0 ? fieldErrors[field] : undefined;
  const change = <F extends keyof GoalsFormValues>(field: F, value: GoalsFormValues[F]) => {
    void formik.setFieldValue(field, value);
    void formik.setFieldTouched(field, true, false);
  };
  const full = values.goals.length >= MAX_GOALS;
  const goalsError = errorOf('goals');
  const successError = errorOf('success');
  const successLength = values.success.trim().length;

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="8">
        <Fieldset.Root
          invalid={Boolean(goalsError)}
          ref={(element) => {
            fields.current.goals = element;
          }}
        >
          <Fieldset.Legend fontSize="md" fontWeight="semibold">
            {GOALS_QUESTION}
          </Fieldset.Legend>
          <Fieldset.HelperText>{fillCopy(GOALS_HINT, { max: MAX_GOALS })}</Fieldset.HelperText>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
            {GOAL_OPTIONS.map((option) => {
              const checked = values.goals.includes(option.value);
              return (
                <Checkbox.Root
                  key={option.value}
                  checked={checked}
                  // At the limit the other goals wait until one is unticked.
                  disabled={full && !checked}
                  onCheckedChange={(details) =>
                    change(
                      'goals',
                      toggleGoal(values.goals, option.value, details.checked === true),
                    )
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
          <Fieldset.ErrorText role="alert">{goalsError}</Fieldset.ErrorText>
        </Fieldset.Root>

        <Field.Root invalid={Boolean(successError)} gap="1">
          <Field.Label fontSize="md" fontWeight="semibold">
            {SUCCESS_QUESTION}
          </Field.Label>
          <Textarea
            ref={(element) => {
              fields.current.success = element;
            }}
            name="success"
            value={values.success}
            onChange={(event) => void formik.setFieldValue('success', event.target.value)}
            onBlur={() => void formik.setFieldTouched('success', true)}
            rows={4}
            autoresize
          />
          <Flex justify="space-between" gap="2" width="full" fontSize="sm">
            <Field.HelperText mt="0">{SUCCESS_HINT}</Field.HelperText>
            <Field.HelperText mt="0">
              {successLength}/{SUCCESS_MAX_LENGTH.toLocaleString('en-US')}
            </Field.HelperText>
          </Flex>
          <Field.ErrorText role="alert">{successError}</Field.ErrorText>
        </Field.Root>

        <Box
          ref={(element: HTMLDivElement | null) => {
            fields.current.installTiming = element;
          }}
        >
          <ChoiceQuestion
            name="installTiming"
            question={INSTALL_TIMING_QUESTION}
            options={INSTALL_TIMING_OPTIONS}
            value={values.installTiming}
            onChange={(timing) => change('installTiming', timing)}
            onLeave={() => void formik.setFieldTouched('installTiming', true)}
            error={errorOf('installTiming')}
          />
        </Box>

        <Box
          ref={(element: HTMLDivElement | null) => {
            fields.current.installer = element;
          }}
        >
          <ChoiceQuestion
            name="installer"
            question={INSTALLER_QUESTION}
            options={INSTALLER_OPTIONS}
            value={values.installer}
            onChange={(installer) => change('installer', installer)}
            onLeave={() => void formik.setFieldTouched('installer', true)}
            error={errorOf('installer')}
          />
        </Box>

        <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
          {save.failure ? (
            <Text role="alert" color="fg.error">
              {save.failure.message}
            </Text>
          ) : null}
          <Button type="submit" size="lg" minH="12" loading={isSubmitting}>
            {SAVE_AND_CONTINUE}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/**
 * /onboard/goals, My Goals (a required step): the client's top goals, what would make the project
 * a success, when they hope to install and who will install. Filled from what was saved, or from
 * what was typed before a reload; "Save and continue" saves and opens the next step.
 */
export function GoalsPage({ title }: { title: string }) {
  const saved = useLaterStepAnswers('goals');
  return (
    <Stack gap="6" maxW="720px">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{GOALS_INTRO}</Text>
      </Stack>
      {saved.status === 'loading' ? (
        <PageLoader label={LOADING_GOALS} />
      ) : (
        <>
          {saved.status === 'error' ? (
            <Text role="alert" color="fg.error">
              {ANSWERS_LOAD_FAILED}
            </Text>
          ) : null}
          <GoalsForm saved={saved.answers} />
        </>
      )}
    </Stack>
  );
}
