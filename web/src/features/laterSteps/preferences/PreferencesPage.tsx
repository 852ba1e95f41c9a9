import { Box, Stack } from '@chakra-ui/react';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import {
  DISLIKED_MATERIALS_QUESTION,
  LIKED_MATERIALS_QUESTION,
  PREFERENCES_INTRO,
  SITE_NOTES_HINT,
  SITE_NOTES_QUESTION,
  SUN_QUESTION,
  TICK_ANY_HINT,
  UPKEEP_QUESTION,
  YARD_USERS_QUESTION,
} from '@yardwise/domain/laterSteps/messages';
import {
  MATERIAL_OPTIONS,
  preferencesFormErrors,
  preferencesFormValuesFrom,
  preferencesInputFor,
  samePreferencesForm,
  SITE_NOTES_MAX_LENGTH,
  SUN_OPTIONS,
  UPKEEP_OPTIONS,
  YARD_USER_OPTIONS,
  type PreferencesAnswers,
  type PreferencesFormValues,
} from '@yardwise/domain/laterSteps/preferences';
import { YARD_LABELS } from '@yardwise/domain/onboarding/messages';
import { activeYards } from '@yardwise/domain/onboarding/packageRules';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { ChoiceQuestion } from '@web/ui/ChoiceQuestion';
import { LaterStepFrame } from '@web/features/laterSteps/form/LaterStepFrame';
import { LongTextField } from '@web/features/laterSteps/form/LongTextField';
import { SaveAndContinue } from '@web/features/laterSteps/form/SaveAndContinue';
import { TickQuestion } from '@web/features/laterSteps/form/TickQuestion';
import { useLaterStepForm } from '@web/features/laterSteps/form/useLaterStepForm';

// Decision (our own wording): the page's loading line.
const LOADING_PREFERENCES = 'Loading your preferences…';

type ListField = 'likedMaterials' | 'dislikedMaterials' | 'yardUsers';

function PreferencesForm({ saved }: { saved: PreferencesAnswers | null }) {
  const { state } = useOnboard();
  const yards = activeYards(state);
  const form = useLaterStepForm({
    step: 'preferences',
    command: 'savePreferences',
    saved,
    valuesFrom: preferencesFormValuesFrom,
    same: samePreferencesForm,
    validate: (values: PreferencesFormValues) => preferencesFormErrors(values, yards),
    // preferencesFormErrors passed, so every chosen yard has a sun answer and upkeep is set.
    input: (values: PreferencesFormValues) =>
      preferencesInputFor(values, yards) as PreferencesAnswers,
    focusOrder: [
      ...yards.map((yard) => `sun.${yard}`),
      'likedMaterials',
      'dislikedMaterials',
      'upkeep',
      'yardUsers',
      'siteNotes',
    ],
  });
  const { formik, shown, change, touch, boxRef } = form;
  const { values } = formik;

  const tickQuestion = (field: ListField, question: string, options: ListOptions) => (
    <TickQuestion
      question={question}
      hint={TICK_ANY_HINT}
      options={options}
      value={values[field] as string[]}
      onChange={(list) => change(field, list)}
      error={shown(field)}
      boxRef={boxRef(field)}
    />
  );

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="8">
        {yards.map((yard) => (
          <Box key={yard} ref={boxRef(`sun.${yard}`)}>
            <ChoiceQuestion
              name={`sun-${yard}`}
              question={fillCopy(SUN_QUESTION, { yard: YARD_LABELS[yard] })}
              options={SUN_OPTIONS}
              value={values.sun[yard] ?? ''}
              onChange={(sun) => change(`sun.${yard}`, sun)}
              onLeave={() => touch(`sun.${yard}`)}
              error={shown(`sun.${yard}`)}
            />
          </Box>
        ))}

        {tickQuestion('likedMaterials', LIKED_MATERIALS_QUESTION, MATERIAL_OPTIONS)}
        {tickQuestion('dislikedMaterials', DISLIKED_MATERIALS_QUESTION, MATERIAL_OPTIONS)}

        <Box ref={boxRef('upkeep')}>
          <ChoiceQuestion
            name="upkeep"
            question={UPKEEP_QUESTION}
            options={UPKEEP_OPTIONS}
            value={values.upkeep}
            onChange={(upkeep) => change('upkeep', upkeep)}
            onLeave={() => touch('upkeep')}
            error={shown('upkeep')}
          />
        </Box>

        {tickQuestion('yardUsers', YARD_USERS_QUESTION, YARD_USER_OPTIONS)}

        <LongTextField
          name="siteNotes"
          label={SITE_NOTES_QUESTION}
          hint={SITE_NOTES_HINT}
          value={values.siteNotes}
          maxLength={SITE_NOTES_MAX_LENGTH}
          rows={3}
          error={shown('siteNotes')}
          onChange={(text) => void formik.setFieldValue('siteNotes', text)}
          onBlur={() => touch('siteNotes')}
          inputRef={boxRef('siteNotes')}
        />

        <SaveAndContinue failure={form.save.failure} saving={formik.isSubmitting} />
      </Stack>
    </form>
  );
}

type ListOptions = readonly { value: string; label: string }[];

/**
 * /onboard/preferences, My Preferences (a required step): how much sun each chosen yard gets, the
 * materials the client likes and would rather avoid, how much upkeep they accept, who uses the
 * yard and anything about drainage, soil or slopes.
 */
export function PreferencesPage({ title }: { title: string }) {
  return (
    <LaterStepFrame
      step="preferences"
      title={title}
      intro={PREFERENCES_INTRO}
      loadingLabel={LOADING_PREFERENCES}
    >
      {(saved) => <PreferencesForm saved={saved} />}
    </LaterStepFrame>
  );
}
