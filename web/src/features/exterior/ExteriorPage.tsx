import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import { resolveExteriorRoute, type ExteriorScreen } from '@yardwise/domain/exterior/exteriorRoute';
import { useSession } from '@web/data/session';
import { PageLoader } from '@web/ui/PageLoader';

// One chunk per screen: the quiz page does not download the colour picker, nor the picker the quiz.
const StyleQuizPage = lazy(() =>
  import('./quiz/StyleQuizPage').then((module) => ({ default: module.StyleQuizPage })),
);
const PaintQuestionPage = lazy(() =>
  import('./paint/PaintQuestionPage').then((module) => ({ default: module.PaintQuestionPage })),
);
const ColorPickerPage = lazy(() =>
  import('./picker/ColorPickerPage').then((module) => ({ default: module.ColorPickerPage })),
);
const InspirationPage = lazy(() =>
  import('./inspiration/InspirationPage').then((module) => ({ default: module.InspirationPage })),
);

function ExteriorScreenView({ screen, title }: { screen: ExteriorScreen; title: string }) {
  switch (screen) {
    case 'quiz':
      return <StyleQuizPage title={title} />;
    case 'paint':
      return <PaintQuestionPage title={title} />;
    case 'picker':
      return <ColorPickerPage title={title} />;
    case 'inspiration':
      return <InspirationPage title={title} />;
  }
}

/**
 * Entry of the exterior feature, loaded on demand by the router: it resolves every
 * /onboard/exterior-design path and draws its screen.
 */
export function ExteriorPage({ title }: { title: string }) {
  const { pathname } = useLocation();
  const { user } = useSession();
  // Nobody signed in counts as anonymous: the area is for clients only.
  const isAnonymous = user?.isAnonymous ?? true;
  const route = resolveExteriorRoute(pathname, { isAnonymous });
  if ('redirect' in route) return <Redirect to={route.redirect} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <ExteriorScreenView screen={route.render} title={title} />
    </Suspense>
  );
}
