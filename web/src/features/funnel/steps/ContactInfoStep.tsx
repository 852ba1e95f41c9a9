import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { emailError, normalizeEmailInput, trackingEmail } from '@yardwise/domain/funnel/email';
import {
  HOW_DID_YOU_HEAR_OPTIONS,
  howDidYouHearError,
  isHowDidYouHearOption,
  howDidYouHearLabel,
} from '@yardwise/domain/funnel/howDidYouHear';
import { normalizePhoneNumber, phoneNumberError } from '@yardwise/domain/funnel/phone';
import { FormField } from '@web/ui/FormField';
import { PrimaryButton, StepLayout } from '@web/features/funnel/StepLayout';
import type { StepProps } from '@web/features/funnel/stepProps';
import { useSingleUsePromo } from '@web/features/funnel/useSingleUsePromo';

interface ContactValues {
  email: string;
  phone: string;
  howDidYouHear: string;
}

/** Decision: how-did-you-hear is optional in the funnel; the answer is saved on the design profile. */
const HOW_DID_YOU_HEAR_REQUIRED = false;

function validate(values: ContactValues): Partial<Record<keyof ContactValues, string>> {
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  const phone = phoneNumberError(values.phone);
  if (phone) errors.phone = phone;
  const heard = howDidYouHearError(values.howDidYouHear, HOW_DID_YOU_HEAR_REQUIRED);
  if (heard) errors.howDidYouHear = heard;
  return errors;
}

/** contact-info: email (required) and phone (optional), saved to the design profile. */
export function ContactInfoStep({
  copy,
  navigation,
  profile,
  completion,
}: StepProps & {
  completion: number | null;
}) {
  const saved = profile.contactInformation;
  const requestPromo = useSingleUsePromo();
  const formik = useFormik<ContactValues>({
    initialValues: {
      email: saved.email,
      phone: saved.phoneNumber ?? '',
      howDidYouHear: profile.howDidYouHear,
    },
    validate,
    validateOnChange: false,
    onSubmit(values) {
      const phoneNumber = normalizePhoneNumber(values.phone);
      const email = normalizeEmailInput(values.email);
      profile.setContactInformation({
        email,
        ...(phoneNumber ? { phoneNumber } : {}),
      });
      if (isHowDidYouHearOption(values.howDidYouHear)) {
        profile.setHowDidYouHear(values.howDidYouHear);
      }
      // The server issues the offer only for an email on the visitor's own design profile: save first.
      if (email !== saved.email) {
        void profile.flush().then(() => requestPromo(trackingEmail(email)));
      }
      navigation.goNext();
    },
  });
  const errorOf = (name: keyof ContactValues) =>
    formik.submitCount > 0 || formik.touched[name] ? formik.errors[name] : undefined;

  return (
    <StepLayout
      title={copy.title}
      titleId="contact-info-title"
      completion={completion}
      onBack={navigation.previous ? navigation.goBack : null}
    >
      <form noValidate aria-labelledby="contact-info-title" onSubmit={formik.handleSubmit}>
        <Stack gap="5">
          <FormField label="Email" error={errorOf('email')} required>
            <Input size="xl" type="email" autoComplete="email" {...formik.getFieldProps('email')} />
          </FormField>
          <FormField label="Phone number (Optional)" error={errorOf('phone')}>
            <Input size="xl" type="tel" autoComplete="tel" {...formik.getFieldProps('phone')} />
          </FormField>
          <FormField
            label={howDidYouHearLabel(HOW_DID_YOU_HEAR_REQUIRED)}
            error={errorOf('howDidYouHear')}
            required={HOW_DID_YOU_HEAR_REQUIRED}
          >
            <NativeSelect.Root size="xl">
              <NativeSelect.Field {...formik.getFieldProps('howDidYouHear')}>
                <option value="">Choose one</option>
                {HOW_DID_YOU_HEAR_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <div>
            <PrimaryButton type="submit">{copy.buttonText}</PrimaryButton>
          </div>
        </Stack>
      </form>
    </StepLayout>
  );
}
