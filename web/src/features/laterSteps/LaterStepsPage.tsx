import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import { isLaterStepKey, type LaterStepKey } from '@yardwise/domain/laterSteps/keys';
import { LATER_STEP_PATHS } from '@yardwise/domain/laterSteps/steps';
import { trimTrailingSlashes } from '@yardwise/domain/routes/paths';
import { PageLoader } from '@web/ui/PageLoader';

// One chunk per step: a client on My Goals does not download the other steps' screens.
const GoalsPage = lazy(() =>
  import('./goals/GoalsPage').then((module) => ({ default: module.GoalsPage })),
);
const LandscapeInspirationPage = lazy(() =>
  import('./inspiration/LandscapeInspirationPage').then((module) => ({
    default: module.LandscapeInspirationPage,
  })),
);
const InstallationDetailsPage = lazy(() =>
  import('./installation/InstallationDetailsPage').then((module) => ({
    default: module.InstallationDetailsPage,
  })),
);
const PlantsPage = lazy(() =>
  import('./plants/PlantsPage').then((module) => ({ default: module.PlantsPage })),
);
const PlansPage = lazy(() =>
  import('./plans/PlansPage').then((module) => ({ default: module.PlansPage })),
);
const PreferencesPage = lazy(() =>
  import('./preferences/PreferencesPage').then((module) => ({
    default: module.PreferencesPage,
  })),
);

const StartProjectPage = lazy(() =>
  import('./startProject/StartProjectPage').then((module) => ({
    default: module.StartProjectPage,
  })),
);

function stepAt(pathname: string): LaterStepKey | null {
  const path = trimTrailingSlashes(pathname);
  const step = Object.entries(LATER_STEP_PATHS).find(([, stepPath]) => stepPath === path)?.[0];
  return isLaterStepKey(step) ? step : null;
}

/**
 * Entry of the later steps' feature, loaded on demand by the router: it draws the screen of the
 * step whose route was opened. A new step's screen is added to the switch below.
 */
export function LaterStepsPage({ title }: { title: string }) {
  const { pathname } = useLocation();
  const step = stepAt(pathname);
  let screen;
  switch (step) {
    case 'goals':
      screen = <GoalsPage title={title} />;
      break;
    case 'inspiration':
      screen = <LandscapeInspirationPage title={title} />;
      break;
    case 'plans':
      screen = <PlansPage title={title} />;
      break;
    case 'preferences':
      screen = <PreferencesPage title={title} />;
      break;
    case 'plants':
      screen = <PlantsPage title={title} />;
      break;
    case 'installation-details':
      screen = <InstallationDetailsPage title={title} />;
      break;
    case 'start-project':
      screen = <StartProjectPage title={title} />;
      break;
    default:
      // Only the steps' own paths are routed here; anything else opens the first one.
      return <Redirect to={LATER_STEP_PATHS.goals} />;
  }
  return <Suspense fallback={<PageLoader />}>{screen}</Suspense>;
}
