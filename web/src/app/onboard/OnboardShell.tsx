import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import { laterStepStatuses } from '@yardwise/domain/laterSteps/status';
import { packageStepRedirect } from '@yardwise/domain/onboarding/packageGate';
import { packageStepOptionsOf } from '@yardwise/domain/onboarding/packageSteps';
import { PACKAGES_PATH } from '@yardwise/domain/routes/paths';
import {
  showsResetLink,
  sidebarItems,
  topBarProgress,
  topBarYardTitle,
} from '@yardwise/domain/onboarding/sidebar';
import { useLogout } from '@web/data/loginState';
import { OnboardProvider, type OnboardContextValue } from '@web/data/onboard/OnboardContext';
import { useSession } from '@web/data/session';
import { useLaterStepDrafts } from '@web/ui/laterStepDrafts';
import { PageLoader } from '@web/ui/PageLoader';
import { ReadOnlyAnswers } from '@web/ui/readOnlyAnswers';
import { PageAside } from '@web/app/shell/pageAside';
import { useOpenerFocus } from '@web/ui/useOpenerFocus';
import { loadLockedStepTooltip } from './loadLockedStepTooltip';
import { OnboardSidebar } from './OnboardSidebar';
import { OnboardTopBar } from './OnboardTopBar';
import { SlowLoadNotice } from './SlowLoadNotice';
import { PaymentReversalNote } from './PaymentReversalNote';
import { SubmittedNote } from './SubmittedNote';
import { useOnboardLoad, type OnboardLoad } from './useOnboardLoad';

/**
 * The installation-plans access flag: with it on, steps after the wish list stay disabled until the
 * installation plans are submitted. Decision: a deployment switches it on with
 * VITE_INSTALLATION_PLANS_ACCESS=true; it is off by default.
 */
const ACCESS_FLAG = import.meta.env.VITE_INSTALLATION_PLANS_ACCESS === 'true';
// Only the flag locks steps: their tooltip is fetched while the client's records load.
if (ACCESS_FLAG) void loadLockedStepTooltip();

// The help form (with its form and validation libraries) and the context error dialog are not
// needed until they open, so they stay off the first onboarding page.
const loadHelpDialog = () => import('./HelpDialog');
const HelpDialog = lazy(() => loadHelpDialog().then((module) => ({ default: module.HelpDialog })));
const ContextErrorDialog = lazy(() =>
  import('./ContextErrorDialog').then((module) => ({ default: module.ContextErrorDialog })),
);
// Reset shows only on test hosts, so its question loads only when Reset is used.
const ResetOnboardingDialog = lazy(() =>
  import('./ResetOnboardingDialog').then((module) => ({ default: module.ResetOnboardingDialog })),
);

/** Pointing at or focusing a help button fetches the dialog, so it is there for the click. */
function preloadHelp() {
  void loadHelpDialog();
}

type Ready = Extract<OnboardLoad, { kind: 'ready' }>;

function ShellFrame({
  load,
  uid,
  email,
  children,
}: {
  load: Ready;
  uid: string;
  email: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const logout = useLogout();
  const [helpOpen, setHelpOpen] = useState(false);
  // Once opened, the dialog stays mounted: it closes as before and opens at once the next time.
  const [helpOpened, setHelpOpened] = useState(false);
  const helpOpener = useOpenerFocus();
  const [resetOpen, setResetOpen] = useState(false);
  const [resetOpened, setResetOpened] = useState(false);
  const resetOpener = useOpenerFocus();
  const { profile, packageKey, state } = load;

  const context = useMemo<OnboardContextValue>(
    () => ({
      uid,
      email,
      profile,
      packageKey,
      stepOptions: packageStepOptionsOf(profile),
      state,
      openHelp: () => {
        helpOpener.remember();
        setHelpOpened(true);
        setHelpOpen(true);
      },
    }),
    [uid, email, profile, packageKey, state, helpOpener],
  );
  const { stepOptions, openHelp } = context;
  const laterStepDrafts = useLaterStepDrafts(uid);
  const items = sidebarItems({
    ...stepOptions,
    packageKey,
    accessFlag: ACCESS_FLAG,
    installationPlansSubmitted: state.submittedInstallationPlans === true,
    pathname,
    currentStep: state.currentStep,
    laterStepStatuses: laterStepStatuses(state, laterStepDrafts),
  });
  // Reset clears every yard's progress, so it asks first.
  const reset = showsResetLink(window.location.hostname)
    ? () => {
        resetOpener.remember();
        setResetOpened(true);
        setResetOpen(true);
      }
    : undefined;

  // A step the package does not include stays out of reach by its address too.
  const packageRedirect = packageStepRedirect(pathname, {
    ...stepOptions,
    packageKey,
    currentStep: state.currentStep,
  });

  return (
    <OnboardProvider value={context}>
      {/* The steps are a landmark of their own: the layout draws them beside main, not in it. */}
      <PageAside>
        <OnboardSidebar
          items={items}
          onHelp={openHelp}
          onHelpIntent={preloadHelp}
          onLogout={() => void logout()}
        />
      </PageAside>
      <Box>
        <OnboardTopBar
          progress={topBarProgress(packageKey, pathname, {
            ...stepOptions,
            currentStep: state.currentStep,
          })}
          yardTitle={topBarYardTitle(profile.firstName)}
          onTalkToUs={openHelp}
          onTalkToUsIntent={preloadHelp}
          // A submitted project is read-only: there is nothing to reset.
          resetAction={state.submission ? undefined : reset}
        />
        <Box px={{ base: 4, md: 8 }} py={{ base: 4, md: 6 }}>
          {/* One note and one fieldset for every step: a submitted project's answers are read-only. */}
          {state.paymentReversal ? <PaymentReversalNote record={state.paymentReversal} /> : null}
          {state.submission ? <SubmittedNote onTalkToUs={openHelp} /> : null}
          <ReadOnlyAnswers readOnly={state.submission !== undefined}>
            {packageRedirect ? <Redirect to={packageRedirect} /> : children}
          </ReadOnlyAnswers>
        </Box>
      </Box>
      {helpOpened ? (
        // Nothing shows until the dialog does, and focus stays on the button that opened it.
        <Suspense fallback={null}>
          <HelpDialog
            open={helpOpen}
            finalFocus={helpOpener.finalFocus}
            onClose={() => setHelpOpen(false)}
            sender={{ email, firstName: profile.firstName, lastName: profile.lastName }}
          />
        </Suspense>
      ) : null}
      {resetOpened ? (
        <Suspense fallback={null}>
          <ResetOnboardingDialog
            open={resetOpen}
            finalFocus={resetOpener.finalFocus}
            onClose={() => setResetOpen(false)}
          />
        </Suspense>
      ) : null}
    </OnboardProvider>
  );
}

/**
 * The frame of every onboarding page: it loads the client's onboard state,
 * then shows the sidebar, the top bar and the page; a failed load blocks with the context error.
 */
export function OnboardShell({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const logout = useLogout();
  const load = useOnboardLoad(user?.uid ?? null);

  switch (load.kind) {
    case 'failed':
      return (
        // The loading state stays until the dialog that replaces it is ready.
        <Suspense fallback={<PageLoader label="Loading your project…" />}>
          <ContextErrorDialog contextError={load.contextError} onLogout={() => void logout()} />
        </Suspense>
      );
    case 'no-purchase':
      return <Redirect to={PACKAGES_PATH} />;
    case 'loading':
      return (
        <>
          <PageLoader label="Loading your project…" />
          <SlowLoadNotice waiting={!load.hasProfile} />
        </>
      );
    case 'ready':
      return (
        <ShellFrame load={load} uid={user!.uid} email={user!.email ?? ''}>
          {children}
        </ShellFrame>
      );
  }
}
