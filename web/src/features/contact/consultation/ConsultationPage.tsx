import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Heading, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormik, type FormikErrors } from 'formik';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import {
  consultationFormSchema,
  consultationPayload,
  type ConsultationFormValues,
} from '@yardwise/domain/contact/consultation';
import { CONSULTATION_ERRORS, CONSULTATION_TEXT } from '@yardwise/domain/contact/messages';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { normalizeEmailInput } from '@yardwise/domain/funnel/email';
import { loginLinkBackTo, safeReturnPath } from '@yardwise/domain/routes/returnPath';
import { mayOpen } from '@yardwise/domain/routes/routes';
import { useDataLayer } from '@web/data/DataLayerContext';
import { useSession } from '@web/data/session';
import { FormField } from '@web/ui/FormField';
import { PageContainer } from '@web/ui/PageContainer';
import {
  clearSendDraft,
  readSendDraft,
  savedText,
  writeSendDraft,
} from '@web/features/contact/sendDraft';
import { sendFailureText } from '@web/features/contact/sendFailure';
import { SentMessage } from '@web/features/contact/SentMessage';

/** What was typed survives a reload of the tab until it is sent. */
export const CONSULTATION_DRAFT_KEY = 'yardwise.consultationRequest';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type FieldName = (typeof FIELDS)[number];

function parseConsultation(values: unknown): ConsultationFormValues {
  return {
    name: savedText(values, 'name'),
    email: savedText(values, 'email'),
    phone: savedText(values, 'phone'),
    message: savedText(values, 'message'),
  };
}

/**
 * /design-consultation: our design-consultation page, where visitors without an account go (from
 * exterior design, say). Name, email, an optional phone and a message reach the design team by
 * email; the page confirms on screen. A client who landed here signed out can log in back to the
 * page they asked for.
 */
export function ConsultationPage({ title }: { title: string }) {
  const { commands } = useDataLayer();
  const { user } = useSession();
  const location = useLocation();
  const [draft] = useState(() => readSendDraft(CONSULTATION_DRAFT_KEY, parseConsultation));
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement>>>({});
  const from = (location.state as { from?: unknown } | null)?.from;
  const loginLink = loginLinkBackTo(from);
  // Sent here from a client's page: once signed in to an account (a login that has just finished
  // reaches the session a moment after the page), the client goes back to that page.
  const backTo = user && mayOpen('account', user) ? safeReturnPath(from) : null;

  const formik = useFormik<ConsultationFormValues>({
    initialValues: draft.values,
    validationSchema: consultationFormSchema,
    async onSubmit(values) {
      setFailure(null);
      try {
        const payload = consultationPayload(draft.requestId, values);
        await commands.call('requestConsultation', payload);
        clearSendDraft(CONSULTATION_DRAFT_KEY);
        setSentTo(payload.email);
      } catch (error) {
        setFailure(
          sendFailureText(
            error,
            CONSULTATION_ERRORS.notSent,
            'Sending a consultation request failed',
          ),
        );
      }
    },
  });
  const { values } = formik;

  useEffect(() => {
    if (sentTo) return;
    if (FIELDS.every((field) => values[field] === '')) clearSendDraft(CONSULTATION_DRAFT_KEY);
    else writeSendDraft(CONSULTATION_DRAFT_KEY, { requestId: draft.requestId, values });
  }, [values, draft.requestId, sentTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (formik.isSubmitting) return;
    const errors: FormikErrors<ConsultationFormValues> = await formik.validateForm();
    const firstInvalid = FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      void formik.setTouched(Object.fromEntries(FIELDS.map((field) => [field, true])), false);
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    await formik.submitForm();
  }

  if (backTo) return <Redirect to={backTo} />;

  const errorOf = (field: FieldName) => (formik.touched[field] ? formik.errors[field] : undefined);
  const register =
    (field: FieldName) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (element) fieldRefs.current[field] = element;
    };

  return (
    <PageContainer>
      <Stack gap="6" maxW="xl">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {sentTo ? (
          <SentMessage heading={CONSULTATION_TEXT.sentHeading}>
            <Text>{fillCopy(CONSULTATION_TEXT.sentBody, { to: sentTo })}</Text>
          </SentMessage>
        ) : (
          <>
            <Text>{CONSULTATION_TEXT.intro}</Text>
            <form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
              <Stack gap="5">
                <FormField label={CONSULTATION_TEXT.nameLabel} error={errorOf('name')} required>
                  <Input
                    {...formik.getFieldProps('name')}
                    ref={register('name')}
                    size="xl"
                    autoComplete="name"
                  />
                </FormField>
                <FormField label={CONSULTATION_TEXT.emailLabel} error={errorOf('email')} required>
                  <Input
                    {...formik.getFieldProps('email')}
                    ref={register('email')}
                    size="xl"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    onChange={(event) =>
                      void formik.setFieldValue('email', normalizeEmailInput(event.target.value))
                    }
                  />
                </FormField>
                <FormField label={CONSULTATION_TEXT.phoneLabel} error={errorOf('phone')}>
                  <Input
                    {...formik.getFieldProps('phone')}
                    ref={register('phone')}
                    size="xl"
                    type="tel"
                    autoComplete="tel"
                  />
                </FormField>
                <FormField
                  label={CONSULTATION_TEXT.messageLabel}
                  error={errorOf('message')}
                  required
                >
                  <Textarea
                    {...formik.getFieldProps('message')}
                    ref={register('message')}
                    rows={6}
                    size="lg"
                  />
                </FormField>
                {failure ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Description>{failure}</Alert.Description>
                  </Alert.Root>
                ) : null}
                <Button
                  type="submit"
                  size="xl"
                  minH="12"
                  width={{ base: 'full', sm: 'auto' }}
                  alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                  loading={formik.isSubmitting}
                  loadingText={CONSULTATION_TEXT.sending}
                >
                  {CONSULTATION_TEXT.send}
                </Button>
              </Stack>
            </form>
          </>
        )}
        <Text>
          {CONSULTATION_TEXT.haveAccount}{' '}
          <Link asChild fontWeight="semibold" textDecoration="underline" py="2">
            <RouterLink to={loginLink}>{CONSULTATION_TEXT.logIn}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </PageContainer>
  );
}
