import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useFormik, type FieldInputProps } from 'formik';
import { accountStepCopy, accountStepPageLabel } from '@yardwise/domain/account/accountStep';
import { accountStepFormSchema } from '@yardwise/domain/account/accountStepForm';
import type { AccountMode } from '@yardwise/domain/account/accountMode';
import { isAccountSubmitDisabled, termsRequired } from '@yardwise/domain/account/submitRules';
import { passwordFieldState } from '@yardwise/domain/account/signInMethods';
import { showsTwoProjectsDialog } from '@yardwise/domain/account/twoProjects';
import { normalizeEmailInput } from '@yardwise/domain/funnel/email';
import { useLogout } from '@web/data/loginState';
import { usePageView } from '@web/data/tracking/TrackingContext';
import type { SessionUser } from '@web/data/types';
import { FormField } from '@web/ui/FormField';
import { ACCOUNT_FIELD_LABELS } from '@web/ui/account/accountCopy';
import { PROXY_MODE_NOTE } from '@web/features/checkout/start/startPageCopy';
import {
  EMPTY_ACCOUNT_FORM,
  prefillFor,
  type AccountFormValues,
  type AccountPrefill,
} from './accountForm';
import { useCheckoutFlow } from '@web/features/checkout/checkoutFlow';
import { LiveData } from '@web/data/liveReads';
import { ExistingProfileCheck } from './ExistingProfileCheck';
import { GoogleOption } from '@web/ui/account/GoogleOption';
import { ModeLinks } from './ModeLinks';
import { NameFields } from './NameFields';
import { PasswordField } from '@web/ui/account/PasswordField';
import { TermsConsent } from './TermsConsent';
import { NO_ACCOUNTS_WITH_EXISTING_PROFILE } from './twoProjectsSetting';
import { useAccountActions } from './useAccountActions';
import { useSignInMethods } from '@web/ui/account/useSignInMethods';

// Shown only to a returning buyer whose account already has a project: loaded when it opens.
const TwoProjectsDialog = lazy(() =>
  import('./TwoProjectsDialog').then((module) => ({ default: module.TwoProjectsDialog })),
);

export interface AccountStepProps {
  /** byProxy=true: no terms, no Google, and the customer gets a password reset email. */
  byProxy: boolean;
  /** The page's h1; the mode's heading is not repeated when it says the same (the funnel's step). */
  pageTitle: string;
  /** Where the buyer came from, so logging out of the dialog comes back here in signup mode. */
  returnTo: string;
  /** What the buyer told us before (the funnel's answers): fills the fields still empty. */
  prefill?: AccountPrefill;
  /** True while an account is being made or checked; the page waits before moving on. */
  onBusyChange(busy: boolean): void;
  /** The account is there; namesSaved is false when the names could not be saved to it. */
  onDone(mode: AccountMode, namesSaved: boolean): void;
}

/**
 * The account step: signup or login with email and password or Google.
 * Errors show in a banner; the password is cleared after a failure.
 */
export function AccountStep({
  byProxy,
  pageTitle,
  returnTo,
  prefill,
  onBusyChange,
  onDone,
}: AccountStepProps) {
  const [mode, setMode] = useState<AccountMode>('signup');
  const [busy, setBusyState] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [googleTried, setGoogleTried] = useState(false);
  // A login waiting for the 'two projects' check, then the dialog when it applies.
  const [checkingLogin, setCheckingLogin] = useState<SessionUser | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useLogout();
  const actions = useAccountActions({ byProxy });
  const copy = accountStepCopy(mode);
  const { funnelVersion } = useCheckoutFlow();
  usePageView(accountStepPageLabel(funnelVersion !== null, mode));
  const signup = mode === 'signup';
  const termsNeeded = signup && termsRequired({ proxyMode: byProxy, loggedInEdit: false });

  const setBusy = useCallback(
    (next: boolean) => {
      setBusyState(next);
      onBusyChange(next);
    },
    [onBusyChange],
  );

  const validationSchema = useMemo(
    () => accountStepFormSchema(mode, { termsRequired: termsNeeded, proxyMode: byProxy }),
    [mode, termsNeeded, byProxy],
  );
  const formik = useFormik<AccountFormValues>({
    initialValues: EMPTY_ACCOUNT_FORM,
    validationSchema,
    validateOnBlur: false,
    async onSubmit(values) {
      setBanner(null);
      setBusy(true);
      if (signup) {
        finish(await actions.signUpWithEmail(values), 'signup');
      } else {
        const outcome = await actions.logIn('password', values);
        if (outcome.ok) setCheckingLogin(outcome.user);
        else finish(outcome, 'login');
      }
    },
  });
  const { values, setValues } = formik;

  // The funnel's answers arrive after the form shows: they fill only what is still empty.
  useEffect(() => {
    if (!prefill) return;
    const filled = prefillFor(values, prefill);
    if (Object.keys(filled).length > 0) void setValues({ ...values, ...filled }, false);
    // Only when the prefill arrives; the values are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill, setValues]);
  const methods = useSignInMethods(values.email);
  const password = passwordFieldState(methods);
  const errorOf = (name: keyof AccountFormValues) =>
    formik.submitCount > 0 ? formik.errors[name] : undefined;
  // A Google sign-up takes typed names too (empty ones come from Google), so it checks them.
  const typedNameError = (name: 'firstName' | 'lastName') =>
    values[name].trim() ? formik.errors[name] : undefined;
  const nameErrorOf = (name: 'firstName' | 'lastName') =>
    errorOf(name) ?? (googleTried ? typedNameError(name) : undefined);

  function finish(
    outcome: { ok: true; namesSaved: boolean } | { ok: false; message: string },
    doneMode: AccountMode,
  ) {
    if (outcome.ok) {
      onDone(doneMode, outcome.namesSaved);
    } else {
      setBanner(outcome.message);
      void formik.setFieldValue('password', '', false);
    }
    setBusy(false);
  }

  async function continueWithGoogle() {
    setBanner(null);
    if (signup) {
      setGoogleTried(true);
      const errors = await formik.validateForm();
      const badName = (name: 'firstName' | 'lastName') =>
        values[name].trim() !== '' && errors[name] !== undefined;
      if (errors.termsAccepted || badName('firstName') || badName('lastName')) return;
      setBusy(true);
      finish(await actions.signUpWithGoogle(values), 'signup');
    } else {
      setBusy(true);
      const outcome = await actions.logIn('google', values);
      if (outcome.ok) setCheckingLogin(outcome.user);
      else finish(outcome, 'login');
    }
  }

  const onProfileChecked = useCallback(
    (hasExistingProfile: boolean) => {
      const user = checkingLogin;
      setCheckingLogin(null);
      if (!user) return;
      const check = {
        mode: 'login' as const,
        hasExistingProfile,
        noAccountsWithExistingProfile: NO_ACCOUNTS_WITH_EXISTING_PROFILE,
      };
      if (showsTwoProjectsDialog(check)) {
        // Still busy: the page must not move on with this account.
        setDialogOpen(true);
        return;
      }
      actions.completeLogin(user);
      onDone('login', true);
      setBusy(false);
    },
    [checkingLogin, actions, onDone, setBusy],
  );

  function switchMode(to: AccountMode) {
    setMode(to);
    setBanner(null);
    setGoogleTried(false);
    formik.resetForm({ values: { ...values, password: '' } });
  }

  const submitDisabled = isAccountSubmitDisabled({
    mode,
    inProgress: busy,
    password: values.password,
    termsAccepted: values.termsAccepted,
    proxyMode: byProxy,
    loggedInEdit: false,
  });
  const termsError =
    formik.submitCount > 0 || googleTried ? formik.errors.termsAccepted : undefined;

  return (
    <Stack gap="5">
      {copy.heading !== pageTitle ? (
        <Heading as="h3" size="lg">
          {copy.heading}
        </Heading>
      ) : null}
      {byProxy ? <Text color="fg.muted">{PROXY_MODE_NOTE}</Text> : null}
      {banner ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{banner}</Alert.Title>
        </Alert.Root>
      ) : null}
      <form noValidate aria-label={copy.heading} onSubmit={formik.handleSubmit}>
        <Stack gap="5">
          {signup ? (
            <NameFields
              fieldProps={(name) => formik.getFieldProps(name) as FieldInputProps<string>}
              errorOf={nameErrorOf}
            />
          ) : null}
          <FormField label={ACCOUNT_FIELD_LABELS.email} error={errorOf('email')} required>
            <Input
              size="xl"
              type="email"
              inputMode="email"
              autoComplete="email"
              name="email"
              value={values.email}
              // The email is trimmed as typed.
              onChange={(event) =>
                void formik.setFieldValue('email', normalizeEmailInput(event.target.value))
              }
            />
          </FormField>
          {signup && byProxy ? null : (
            <PasswordField
              value={values.password}
              onChange={(next) => void formik.setFieldValue('password', next)}
              showHint={signup}
              disabledMessage={password.message}
              autoComplete={signup ? 'new-password' : 'current-password'}
              error={errorOf('password')}
            />
          )}
          {termsNeeded ? (
            <TermsConsent
              checked={values.termsAccepted}
              onChange={(checked) => void formik.setFieldValue('termsAccepted', checked)}
              error={termsError}
            />
          ) : null}
          <Button
            type="submit"
            size="xl"
            minH="12"
            width="full"
            disabled={submitDisabled}
            loading={busy}
          >
            {copy.submitText}
          </Button>
        </Stack>
      </form>
      {byProxy ? null : (
        <GoogleOption
          dividerText={copy.dividerText}
          buttonText={copy.googleButtonText}
          disabled={busy}
          onClick={() => void continueWithGoogle()}
        />
      )}
      <ModeLinks copy={copy} onSwitch={switchMode} />
      {checkingLogin ? (
        // Only a login reads the profile: the live-read SDKs load then, not with the form.
        <LiveData>
          <ExistingProfileCheck uid={checkingLogin.uid} onChecked={onProfileChecked} />
        </LiveData>
      ) : null}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <TwoProjectsDialog
            open
            loggingOut={loggingOut}
            onConfirm={() => {
              setLoggingOut(true);
              // Logs the user out and resets the step to signup (a fresh page here).
              void logout({ to: returnTo });
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
