import { useEffect, useState, type ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { designProfileStepNumber } from '@yardwise/domain/funnel/designProfile';
import { STEP_DEFINITIONS, type StepPage } from '@yardwise/domain/funnel/stepDefinitions';
import type { FunnelStepKey } from '@yardwise/domain/funnel/steps';
import {
  completionAt,
  copyAt,
  firstStepOf,
  progressPageAt,
  resolveStep,
  type VersionId,
} from '@yardwise/domain/funnel/versions';
import { PageLoader } from '../../ui/PageLoader';
import { useHeaderAddress, useHeaderProgress } from '../../ui/shellState';
import { UnfinishedPage } from '../../ui/UnfinishedPage';
import { funnelStepPath, versionFromCookies } from '../../data/funnelVersion';
import type { StepProps } from './stepProps';
import { ContactInfoStep } from './steps/ContactInfoStep';
import { FindYourPackageStep } from './steps/FindYourPackageStep';
import { formattedAddressOf } from '../../ui/address/enteredAddress';
import { HomeAddressStep } from './steps/HomeAddressStep';
import { LocationFoundStep } from './steps/LocationFoundStep';
import { LocationLoadingStep } from './steps/LocationLoadingStep';
import { QuizStep } from './steps/QuizStep';
import { RecommendedPackageStep } from './steps/RecommendedPackageStep';
import { TypeformStep } from './steps/TypeformStep';
import { useDesignProfile } from './useDesignProfile';
import { useFunnelNavigation } from './useFunnelNavigation';

type StepComponent = ComponentType<StepProps & { completion: number | null }>;

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
    return <Navigate to={funnelStepPath(firstStepOf(versionId))} replace />;
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
  useHeaderProgress(progressPageAt(versionId, step));
  useHeaderAddress(formattedAddressOf(profile.contactInformation) || null);

  // Opening the first page again does not wipe out where a returning visitor had got to.
  const { setStep } = profile;
  const isFirstStep = step === firstStepOf(versionId);
  useEffect(() => {
    if (!isFirstStep) setStep(designProfileStepNumber(step));
  }, [setStep, step, isFirstStep]);

  if (profile.status === 'loading') return <PageLoader label="Loading your design profile…" />;
  const Step = STEP_COMPONENTS[STEP_DEFINITIONS[step].page];
  if (!Step) return <UnfinishedPage title={copy.title || fallbackTitle} />;
  return (
    <Step
      key={step}
      versionId={versionId}
      step={step}
      copy={copy}
      navigation={navigation}
      profile={profile}
      completion={completionAt(versionId, step)}
    />
  );
}
