import { useState } from 'react';
import { Box, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import {
  ACCESS_NOTES_MAX_LENGTH,
  CONTACT_METHOD_OPTIONS,
  installationFormErrors,
  installationFormValuesFrom,
  localMonth,
  monthLabel,
  sameInstallationForm,
  START_MONTHS_AHEAD,
  startMonthsFrom,
  type InstallationAnswers,
  type InstallationFormValues,
} from '@yardwise/domain/laterSteps/installation';
import {
  ACCESS_NOTES_HINT,
  ACCESS_NOTES_QUESTION,
  CONTACT_METHOD_QUESTION,
  INSTALLATION_INTRO,
  LOADING_INSTALLATION,
  START_MONTH_HINT,
  START_MONTH_PLACEHOLDER,
  START_MONTH_QUESTION,
} from '@yardwise/domain/laterSteps/installationMessages';
import { ChoiceQuestion } from '@web/ui/ChoiceQuestion';
import { LaterStepFrame } from '@web/features/laterSteps/form/LaterStepFrame';
import { LongTextField } from '@web/features/laterSteps/form/LongTextField';
import { SaveAndContinue } from '@web/features/laterSteps/form/SaveAndContinue';
import { useLaterStepForm } from '@web/features/laterSteps/form/useLaterStepForm';

function InstallationForm({ saved }: { saved: InstallationAnswers | null }) {
  // The months offered are counted from the client's own date when the page opens; the command
  // checks the choice again with the server's.
  const [today] = useState(() => new Date());
  const [months] = useState(() => startMonthsFrom(localMonth(today)));
  const form = useLaterStepForm({
    step: 'installation-details',
    command: 'saveInstallationDetails',
    saved,
    valuesFrom: installationFormValuesFrom,
    same: sameInstallationForm,
    validate: (values: InstallationFormValues) => installationFormErrors(values, today),
    // installationFormErrors passed, so the way of contact is one of the options.
    input: (values: InstallationFormValues) => values as InstallationAnswers,
    focusOrder: ['startMonth', 'contactMethod', 'accessNotes'],
  });
  const { formik, shown, change, touch, boxRef } = form;
  const { values } = formik;
  const startMonthError = shown('startMonth');
  // A month saved long ago is no longer offered: the box asks for a new one.
  const startMonth = months.includes(values.startMonth) ? values.startMonth : '';

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="8">
        <Field.Root invalid={Boolean(startMonthError)} required gap="1">
          <Field.Label fontSize="md" fontWeight="semibold">
            {START_MONTH_QUESTION}
            <Field.RequiredIndicator />
          </Field.Label>
          <Field.HelperText mt="0">
            {fillCopy(START_MONTH_HINT, { max: START_MONTHS_AHEAD })}
          </Field.HelperText>
          <NativeSelect.Root size="lg" maxW={{ base: 'full', sm: '320px' }}>
            <NativeSelect.Field
              ref={boxRef('startMonth')}
              name="startMonth"
              value={startMonth}
              onChange={(event) => change('startMonth', event.target.value)}
              onBlur={() => touch('startMonth')}
            >
              <option value="">{START_MONTH_PLACEHOLDER}</option>
              {months.map((month) => (
                <option key={month} value={month}>
                  {monthLabel(month)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText role="alert">{startMonthError}</Field.ErrorText>
        </Field.Root>

        <Box ref={boxRef('contactMethod')}>
          <ChoiceQuestion
            name="contactMethod"
            question={CONTACT_METHOD_QUESTION}
            options={CONTACT_METHOD_OPTIONS}
            value={values.contactMethod}
            onChange={(method) => change('contactMethod', method)}
            onLeave={() => touch('contactMethod')}
            error={shown('contactMethod')}
            columns={3}
          />
        </Box>

        <LongTextField
          name="accessNotes"
          label={ACCESS_NOTES_QUESTION}
          hint={ACCESS_NOTES_HINT}
          value={values.accessNotes}
          maxLength={ACCESS_NOTES_MAX_LENGTH}
          error={shown('accessNotes')}
          onChange={(text) => void formik.setFieldValue('accessNotes', text)}
          onBlur={() => touch('accessNotes')}
          inputRef={boxRef('accessNotes')}
        />

        <SaveAndContinue failure={form.save.failure} saving={formik.isSubmitting} />
      </Stack>
    </form>
  );
}

/**
 * /onboard/installation, Installation Details (Uber Premium only, a required step): the month the
 * client would like installation to start, how the installer should contact them, and what the
 * installer must know about access.
 */
export function InstallationDetailsPage({ title }: { title: string }) {
  return (
    <LaterStepFrame
      step="installation-details"
      title={title}
      intro={INSTALLATION_INTRO}
      loadingLabel={LOADING_INSTALLATION}
    >
      {(saved) => <InstallationForm saved={saved} />}
    </LaterStepFrame>
  );
}
