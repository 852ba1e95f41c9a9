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
import type { YardName } from '@yardwise/domain/firestore/documents';
import {
  ANSWERS_LOAD_FAILED,
  DISLIKED_MATERIALS_QUESTION,
  LIKED_MATERIALS_QUESTION,
  PREFERENCES_INTRO,
  SAVE_AND_CONTINUE,
  SITE_NOTES_HINT,
  SITE_NOTES_QUESTION,
  SUN_QUESTION,
  TICK_ANY_HINT,
  UPKEEP_QUESTION,
  YARD_USERS_QUESTION,
} from '@yardwise/domain/laterSteps/messages';
import {
  EMPTY_PREFERENCES_FORM,
  MATERIAL_OPTIONS,
  preferencesFormErrors,
  preferencesFormValuesFrom,
  preferencesInputFor,
  samePreferencesForm,
  SITE_NOTES_MAX_LENGTH,
  SUN_OPTIONS,
  toggleChoice,
  UPKEEP_OPTIONS,
  YARD_USER_OPTIONS,
  type PreferencesAnswers,
  type PreferencesFormErrors,
  type PreferencesFormValues,
} from '@yardwise/domain/laterSteps/preferences';
import { nextLaterStepPath } from '@yardwise/domain/laterSteps/steps';
import { YARD_LABELS } from '@yardwise/domain/onboarding/messages';
import { activeYards } from '@yardwise/domain/onboarding/packageRules';
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

// Decision: the page's loading line; the spec words only the topics, options and the button.
const LOADING_PREFERENCES = 'Loading your preferences…';

type ListField = 'likedMaterials' | 'dislikedMaterials' | 'yardUsers';
/** A question or a chosen yard's sun question: where a failed save moves focus. */
type FocusKey = Exclude<keyof PreferencesFormValues, 'sun'> | `sun.${YardName}`;

interface TickQuestionProps<V extends string> {
  question: string;
  hint: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange(value: V[]): void;
  error: string | undefined;
  boxRef(element: HTMLElement | null): void;
}

/** A question answered by ticking any of a few options; its error is tied to the group. */
function TickQuestion<V extends string>({
  question,
  hint,
  options,
  value,
  onChange,
  error,
  boxRef,
}: TickQuestionProps<V>) {
  return (
    <Fieldset.Root invalid={Boolean(error)} ref={boxRef}>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        {question}
      </Fieldset.Legend>
      <Fieldset.HelperText>{hint}</Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            checked={value.includes(option.value)}
            onCheckedChange={(details) =>
              onChange(toggleChoice(value, option.value, details.checked === true))
            }
            size="lg"
            minH="11"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      <Fieldset.ErrorText role="alert">{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

function PreferencesForm({ saved }: { saved: PreferencesAnswers | null }) {
  const { uid, state, packageKey, stepOptions } = useOnboard();
  const yards = activeYards(state);
  const navigate = useNavigate();
  const save = useCommand('savePreferences');
  const fields = useRef<Partial<Record<FocusKey, HTMLElement | null>>>({});
  // Once saved, the page is leaving: what is still in the form is no draft.
  const leaving = useRef(false);
  const focusedAfterSubmit = useRef(0);
  const saving = useRef(false);
  const savedValues = saved ? preferencesFormValuesFrom(saved) : EMPTY_PREFERENCES_FORM;
  // What was typed and not saved comes back first, then what was saved.
  const [initialValues] = useState(() =>
    preferencesFormValuesFrom(readLaterStepDraft(uid, 'preferences') ?? saved),
  );

  const formik = useFormik<PreferencesFormValues>({
    initialValues,
    validate: (values) => preferencesFormErrors(values, yards),
    async onSubmit(values) {
      // formik submits again on every submit event (Enter on a control): one save at a time.
      if (saving.current) return;
      saving.current = true;
      // preferencesFormErrors passed, so every chosen yard has a sun answer and upkeep is set.
      const input = preferencesInputFor(values, yards) as PreferencesAnswers;
      const done = await save.run(input).finally(() => {
        saving.current = false;
      });
      if (!done) return;
      leaving.current = true;
      clearLaterStepDraft(uid, 'preferences');
      navigate(nextLaterStepPath('preferences', packageKey, stepOptions));
    },
  });
  const { values, errors, touched, submitCount, isSubmitting, isValidating } = formik;

  // Typing keeps a draft until it is saved; back to the saved answers, there is nothing to keep.
  const unchanged = samePreferencesForm(values, savedValues);
  useEffect(() => {
    if (leaving.current) return;
    if (unchanged) clearLaterStepDraft(uid, 'preferences');
    else writeLaterStepDraft(uid, 'preferences', values);
  }, [uid, values, unchanged]);

  // preferencesFormErrors gives one message per field and one per chosen yard's sun.
  const fieldErrors = errors as PreferencesFormErrors;
  const order: FocusKey[] = [
    ...yards.map((yard) => `sun.${yard}` as const),
    'likedMaterials',
    'dislikedMaterials',
    'upkeep',
    'yardUsers',
    'siteNotes',
  ];
  const errorAt = (key: FocusKey): string | undefined =>
    key.startsWith('sun.')
      ? fieldErrors.sun?.[key.slice(4) as YardName]
      : fieldErrors[key as Exclude<FocusKey, `sun.${YardName}`>];

  // After a save is refused by the form's own checks, focus goes to the first question to fix,
  // once per attempt: later checks while the client answers leave focus where it is.
  useEffect(() => {
    if (submitCount === focusedAfterSubmit.current || isSubmitting || isValidating) return;
    focusedAfterSubmit.current = submitCount;
    const first = order.find((key) => errorAt(key));
    const box = first ? fields.current[first] : null;
    const control = box?.matches('textarea') ? box : box?.querySelector('input:not(:disabled)');
    (control as HTMLElement | null | undefined)?.focus();
    // order and errorAt follow errors and the yards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting, isValidating, errors]);

  const shown = (key: FocusKey): string | undefined => {
    const wasTouched = key.startsWith('sun.')
      ? (touched.sun as Partial<Record<YardName, boolean>> | undefined)?.[key.slice(4) as YardName]
      : touched[key as Exclude<FocusKey, `sun.${YardName}`>];
    return wasTouched || submitCount > 0 ? errorAt(key) : undefined;
  };
  const change = (field: string, value: unknown) => {
    void formik.setFieldValue(field, value);
    void formik.setFieldTouched(field, true, false);
  };
  const boxRef = (key: FocusKey) => (element: HTMLElement | null) => {
    fields.current[key] = element;
  };
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
  const siteNotesError = shown('siteNotes');
  const siteNotesLength = values.siteNotes.trim().length;

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
              onLeave={() => void formik.setFieldTouched(`sun.${yard}`, true)}
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
            onLeave={() => void formik.setFieldTouched('upkeep', true)}
            error={shown('upkeep')}
          />
        </Box>

        {tickQuestion('yardUsers', YARD_USERS_QUESTION, YARD_USER_OPTIONS)}

        <Field.Root invalid={Boolean(siteNotesError)} gap="1">
          <Field.Label fontSize="md" fontWeight="semibold">
            {SITE_NOTES_QUESTION}
          </Field.Label>
          <Textarea
            ref={boxRef('siteNotes')}
            name="siteNotes"
            value={values.siteNotes}
            onChange={(event) => void formik.setFieldValue('siteNotes', event.target.value)}
            onBlur={() => void formik.setFieldTouched('siteNotes', true)}
            rows={3}
            autoresize
          />
          <Flex justify="space-between" gap="2" width="full" fontSize="sm">
            <Field.HelperText mt="0">{SITE_NOTES_HINT}</Field.HelperText>
            <Field.HelperText mt="0">
              {siteNotesLength}/{SITE_NOTES_MAX_LENGTH}
            </Field.HelperText>
          </Flex>
          <Field.ErrorText role="alert">{siteNotesError}</Field.ErrorText>
        </Field.Root>

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

type ListOptions = readonly { value: string; label: string }[];

/**
 * /onboard/preferences, My Preferences (a required step): how much sun each chosen yard gets, the
 * materials the client likes and would rather avoid, how much upkeep they accept, who uses the
 * yard and anything about drainage, soil or slopes. Filled from what was saved, or from what was
 * typed before a reload; "Save and continue" saves and opens the next step.
 */
export function PreferencesPage({ title }: { title: string }) {
  const saved = useLaterStepAnswers('preferences');
  return (
    <Stack gap="6" maxW="720px">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{PREFERENCES_INTRO}</Text>
      </Stack>
      {saved.status === 'loading' ? (
        <PageLoader label={LOADING_PREFERENCES} />
      ) : (
        <>
          {saved.status === 'error' ? (
            <Text role="alert" color="fg.error">
              {ANSWERS_LOAD_FAILED}
            </Text>
          ) : null}
          <PreferencesForm saved={saved.answers} />
        </>
      )}
    </Stack>
  );
}
