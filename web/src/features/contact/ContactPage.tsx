import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { CONSULTATION_PATH, trimTrailingSlashes } from '@yardwise/domain/routes/paths';
import { PageLoader } from '@web/ui/PageLoader';

// One chunk per page: a visitor asking for a consultation does not download the photo uploader.
const DesignFeedbackPage = lazy(() =>
  import('./feedback/DesignFeedbackPage').then((module) => ({
    default: module.DesignFeedbackPage,
  })),
);
const ConsultationPage = lazy(() =>
  import('./consultation/ConsultationPage').then((module) => ({
    default: module.ConsultationPage,
  })),
);

/**
 * Entry of the contact feature, loaded on demand by the router: the pages that reach the design
 * team, /design-feedback (clients) and /design-consultation (anyone).
 */
export function ContactPage({ title }: { title: string }) {
  const { pathname } = useLocation();
  const isConsultation = trimTrailingSlashes(pathname.toLowerCase()) === CONSULTATION_PATH;
  return (
    <Suspense fallback={<PageLoader />}>
      {isConsultation ? <ConsultationPage title={title} /> : <DesignFeedbackPage title={title} />}
    </Suspense>
  );
}
