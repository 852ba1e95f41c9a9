import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import { designProfileStepNumber } from '@yardwise/domain/funnel/designProfile';
import { STEP_DEFINITIONS, type StepPage } from '@yardwise/domain/funnel/stepDefinitions';
import { guardedStepRedirect } from '@yardwise/domain/funnel/stepGuard';
import type { FunnelStepKey } from '@yardwise/domain/funnel/steps';
import {
  completionAt,
  copyAt,
  firstStepOf,
  progressPageAt,
  resolveStep,
  type VersionId,
} from '@yardwise/domain/funnel/versions';
import { PageLoader } from '@web/ui/PageLoader';
import { usePackageIllustrationPreload } from '@web/ui/packageIllustrationSlot';
import { useHeaderAddress, useHeaderProgress } from '@web/ui/shellState';
import { UnfinishedPage } from '@web/ui/UnfinishedPage';
import { funnelStepPath, versionFromCookies } from '@web/data/funnelVersion';
import type { StepProps } from './stepProps';
import { FindYourPackageStep } from './steps/FindYourPackageStep';
import { formattedAddressOf } from '@web/ui/address/enteredAddress';
import { useDesignProfile } from './useDesignProfile';
import { useFunnelNavigation } from './useFunnelNavigation';

type StepComponent = ComponentType<StepProps & { completion: number | null }>;

// Each step downloads when it is opened: the landing page stays small for visitors from ads.
const ContactInfoStep = lazy(() =>
  import('./steps/ContactInfoStep').then((module) => ({ default: module.ContactInfoStep })),
);
const HomeAddressStep = lazy(() =>
  import('./steps/HomeAddressStep').then((module) => ({ default: module.HomeAddressStep })),
);
const LocationFoundStep = lazy(() =>
  import('./steps/LocationFoundStep').then((module) => ({ default: module.LocationFoundStep })),
);
const LocationLoadingStep = lazy(() =>
  import('./steps/LocationLoadingStep').then((module) => ({
    default: module.LocationLoadingStep,
  })),
);
const QuizStep = lazy(() =>
  import('./steps/QuizStep').then((module) => ({ default: module.QuizStep })),
);
const RecommendedPackageStep = lazy(() =>
  import('./steps/RecommendedPackageStep').then((module) => ({
    default: module.RecommendedPackageStep,
  })),
);
const TypeformStep = lazy(() =>
  import('./steps/TypeformStep').then((module) => ({ default: module.TypeformStep })),
);

/**
 * The landing page needs nothing saved to show GET STARTED, so it does not wait for the design
 * profile (nor for sign-in); its resume button appears once the profile has loaded.
 */
const SHOWN_WHILE_PROFILE_LOADS: readonly StepPage[] = ['FindYourPackagePage'];

/** The progress page (your needs: the quiz) from which the recommendation is a few steps ahead. */
const RECOMMENDATION_AHEAD_FROM = 2;

/** Step pages built so far; create-account, purchase and payment-confirmed are not yet. */
const STEP_COMPONENTS: Partial<Record<StepPage, StepComponent>> = {
  FindYourPackagePage: FindYourPackageStep,
  HomeAddressPage: HomeAddressStep,
  LocationLoadingPage: LocationLoadingStep,
  LocationFoundPage: LocationFoundStep,
  QuizPage: QuizStep,
  TypeformPage: TypeformStep,
  ContactInfoPage: ContactInfoStep,
  RecommendedPackagePage: RecommendedPackageStep,
};

/** Entry of the funnel feature, loaded on demand by the router; it draws every funnel route. */
export function FunnelPage({ title }: { title: string }) {
  const { step = '' } = useParams();
  // The version is chosen once per visit: a cookie set later does not move a visitor mid-funnel.
  const [versionId] = useState<VersionId>(() => versionFromCookies(document.cookie));
  if (resolveStep(versionId, step) !== step) {
    return <Redirect to={funnelStepPath(firstStepOf(versionId))} />;
  }
  return <FunnelSteps versionId={versionId} step={step as FunnelStepKey} fallbackTitle={title} />;
}

function FunnelSteps({
  versionId,
  step,
  fallbackTitle,
}: {
  versionId: VersionId;
  step: FunnelStepKey;
  fallbackTitle: string;
}) {
  const profile = useDesignProfile(versionId);
  const navigation = useFunnelNavigation(versionId, step, profile.flush);
  const copy = copyAt(versionId, step);
  const progressPage = progressPageAt(versionId, step);
  useHeaderProgress(progressPage);
  // From the quiz on, the recommendation's package drawing downloads ahead of it.
  usePackageIllustrationPreload(progressPage >= RECOMMENDATION_AHEAD_FROM);
  useHeaderAddress(formattedAddressOf(profile.contactInformation) || null);

  const page = STEP_DEFINITIONS[step].page;
  const waitsForProfile = profile.status === 'loading' && !SHOWN_WHILE_PROFILE_LOADS.includes(page);
  // A page that needs an earlier answer (or the address) is never shown without it.
  const redirect =
    profile.status === 'loading' ? null : guardedStepRedirect(versionId, step, profile);

  // Opening the first page again does not wipe out where a returning visitor had got to, and a
  // page the visitor is sent away from is not where they got to.
  const { setStep } = profile;
  const savesStep = step !== firstStepOf(versionId) && !waitsForProfile && redirect === null;
  useEffect(() => {
    if (savesStep) setStep(designProfileStepNumber(step));
  }, [setStep, step, savesStep]);

  if (waitsForProfile) return <PageLoader label="Loading your design profile…" />;
  if (redirect) return <Redirect to={funnelStepPath(redirect)} />;
  const Step = STEP_COMPONENTS[page];
  if (!Step) return <UnfinishedPage title={copy.title || fallbackTitle} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Step
        key={step}
        versionId={versionId}
        step={step}
        copy={copy}
        navigation={navigation}
        profile={profile}
        completion={completionAt(versionId, step)}
      />
    </Suspense>
  );
}
