import { Box, Stack } from '@chakra-ui/react';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import {
  GOAL_OPTIONS,
  goalsFormErrors,
  goalsFormValuesFrom,
  INSTALL_TIMING_OPTIONS,
  INSTALLER_OPTIONS,
  MAX_GOALS,
  sameGoalsForm,
  SUCCESS_MAX_LENGTH,
  type GoalsAnswers,
  type GoalsFormValues,
} from '@yardwise/domain/laterSteps/goals';
import {
  GOALS_HINT,
  GOALS_INTRO,
  GOALS_QUESTION,
  INSTALL_TIMING_QUESTION,
  INSTALLER_QUESTION,
  SUCCESS_HINT,
  SUCCESS_QUESTION,
} from '@yardwise/domain/laterSteps/messages';
import { ChoiceQuestion } from '@web/ui/ChoiceQuestion';
import { LaterStepFrame } from '@web/features/laterSteps/form/LaterStepFrame';
import { LongTextField } from '@web/features/laterSteps/form/LongTextField';
import { SaveAndContinue } from '@web/features/laterSteps/form/SaveAndContinue';
import { TickQuestion } from '@web/features/laterSteps/form/TickQuestion';
import { useLaterStepForm } from '@web/features/laterSteps/form/useLaterStepForm';

// Decision (our own wording): the page's loading line.
const LOADING_GOALS = 'Loading your goals…';

function GoalsForm({ saved }: { saved: GoalsAnswers | null }) {
  const form = useLaterStepForm({
    step: 'goals',
    command: 'saveGoals',
    saved,
    valuesFrom: goalsFormValuesFrom,
    same: sameGoalsForm,
    validate: goalsFormErrors,
    // goalsFormErrors passed, so every answer is one of the options.
    input: (values: GoalsFormValues) => values as GoalsAnswers,
    focusOrder: ['goals', 'success', 'installTiming', 'installer'],
  });
  const { formik, shown, change, touch, boxRef } = form;
  const { values } = formik;

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="8">
        <TickQuestion
          question={GOALS_QUESTION}
          hint={fillCopy(GOALS_HINT, { max: MAX_GOALS })}
          options={GOAL_OPTIONS}
          value={values.goals}
          onChange={(goals) => change('goals', goals)}
          error={shown('goals')}
          boxRef={boxRef('goals')}
          max={MAX_GOALS}
        />

        <LongTextField
          name="success"
          label={SUCCESS_QUESTION}
          hint={SUCCESS_HINT}
          value={values.success}
          maxLength={SUCCESS_MAX_LENGTH}
          error={shown('success')}
          onChange={(text) => void formik.setFieldValue('success', text)}
          onBlur={() => touch('success')}
          inputRef={boxRef('success')}
        />

        <Box ref={boxRef('installTiming')}>
          <ChoiceQuestion
            name="installTiming"
            question={INSTALL_TIMING_QUESTION}
            options={INSTALL_TIMING_OPTIONS}
            value={values.installTiming}
            onChange={(timing) => change('installTiming', timing)}
            onLeave={() => touch('installTiming')}
            error={shown('installTiming')}
          />
        </Box>

        <Box ref={boxRef('installer')}>
          <ChoiceQuestion
            name="installer"
            question={INSTALLER_QUESTION}
            options={INSTALLER_OPTIONS}
            value={values.installer}
            onChange={(installer) => change('installer', installer)}
            onLeave={() => touch('installer')}
            error={shown('installer')}
          />
        </Box>

        <SaveAndContinue failure={form.save.failure} saving={formik.isSubmitting} />
      </Stack>
    </form>
  );
}

/**
 * /onboard/goals, My Goals (a required step): the client's top goals, what would make the project
 * a success, when they hope to install and who will install.
 */
export function GoalsPage({ title }: { title: string }) {
  return (
    <LaterStepFrame step="goals" title={title} intro={GOALS_INTRO} loadingLabel={LOADING_GOALS}>
      {(saved) => <GoalsForm saved={saved} />}
    </LaterStepFrame>
  );
}
