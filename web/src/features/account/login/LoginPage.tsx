import { useState } from 'react';
import { Alert, Button, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import { accountStepCopy } from '@yardwise/domain/account/accountStep';
import { checkoutAccountErrorMessage, type AuthMethod } from '@yardwise/domain/account/authErrors';
import { loginFormInput } from '@yardwise/domain/account/schemas';
import { passwordFieldState } from '@yardwise/domain/account/signInMethods';
import { normalizeEmailInput } from '@yardwise/domain/funnel/email';
import { PACKAGES_PATH } from '@yardwise/domain/routes/paths';
import { loginDestination } from '@yardwise/domain/routes/returnPath';
import { skipsAccountStep } from '@yardwise/domain/account/accountStep';
import { useDataLayer } from '@web/data/DataLayerContext';
import { useSession } from '@web/data/session';
import { ACCOUNT_FIELD_LABELS } from '@web/ui/account/accountCopy';
import { ForgotPasswordLink } from '@web/ui/account/ForgotPasswordLink';
import { GoogleOption } from '@web/ui/account/GoogleOption';
import { PasswordField } from '@web/ui/account/PasswordField';
import { useSignInMethods } from '@web/ui/account/useSignInMethods';
import { FormField } from '@web/ui/FormField';
import { PageContainer } from '@web/ui/PageContainer';
import { PageLoader } from '@web/ui/PageLoader';
import { reportError } from '@web/data/errorReporting';

const copy = accountStepCopy('login');

export interface LoginPageProps {
  /** The page's h1: the login heading, or the rescue page's own. */
  heading: string;
}

/**
 * /login (and /rescue-anonymous-session): email and password or Google, then back to the page
 * that asked for an account, or to `callbackUrl` when it is a path of this app.
 * Errors are the account step's: the password is cleared and the banner shows the
 * provider's message.
 */
export function LoginPage({ heading }: LoginPageProps) {
  const { auth } = useDataLayer();
  const { ready, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<string | null>(null);
  const destination = loginDestination(location.state, location.search);

  async function logIn(method: AuthMethod, email: string, password: string) {
    setBanner(null);
    try {
      if (method === 'google') await auth.continueWithGoogle('login');
      else await auth.signInWithEmail(email, password);
      void navigate(destination, { replace: true });
    } catch (error) {
      // A login failure is reported.
      reportError(error, { where: `Login with ${method} failed` });
      setBanner(checkoutAccountErrorMessage('login', method, error));
      void formik.setFieldValue('password', '', false);
    }
  }

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginFormInput,
    validateOnBlur: false,
    onSubmit: ({ email, password }) => logIn('password', email, password),
  });
  const methods = useSignInMethods(formik.values.email);
  const password = passwordFieldState(methods);
  const errorOf = (name: 'email' | 'password') =>
    formik.submitCount > 0 ? formik.errors[name] : undefined;

  if (!ready) return <PageLoader label="Checking your sign-in…" />;
  // Someone already signed in to an account has nothing to do here.
  if (skipsAccountStep(user) && !formik.isSubmitting) {
    return <Redirect to={destination} />;
  }

  const busy = formik.isSubmitting;
  return (
    <PageContainer>
      <Stack gap="5" maxW="md" mx="auto">
        <Heading as="h1" size="2xl">
          {heading}
        </Heading>
        {banner ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{banner}</Alert.Title>
          </Alert.Root>
        ) : null}
        <form noValidate aria-label={copy.heading} onSubmit={formik.handleSubmit}>
          <Stack gap="5">
            <FormField label={ACCOUNT_FIELD_LABELS.email} error={errorOf('email')} required>
              <Input
                size="xl"
                type="email"
                inputMode="email"
                autoComplete="email"
                name="email"
                value={formik.values.email}
                onChange={(event) =>
                  void formik.setFieldValue('email', normalizeEmailInput(event.target.value))
                }
              />
            </FormField>
            <PasswordField
              value={formik.values.password}
              onChange={(next) => void formik.setFieldValue('password', next)}
              showHint={false}
              disabledMessage={password.message}
              autoComplete="current-password"
              error={errorOf('password')}
            />
            <Button type="submit" size="xl" minH="12" width="full" loading={busy}>
              {copy.submitText}
            </Button>
          </Stack>
        </form>
        <GoogleOption
          dividerText={copy.dividerText}
          buttonText={copy.googleButtonText}
          disabled={busy}
          onClick={() => void logIn('google', '', '')}
        />
        <Stack gap="2" align="center" textAlign="center">
          {/* Decision: accounts are made at checkout, so signing up starts with a package. */}
          <Text>
            {copy.toggle?.prompt}{' '}
            <Link asChild fontWeight="semibold" textDecoration="underline" py="2">
              <RouterLink to={PACKAGES_PATH}>{copy.toggle?.linkText}</RouterLink>
            </Link>
          </Text>
          <ForgotPasswordLink />
        </Stack>
      </Stack>
    </PageContainer>
  );
}
