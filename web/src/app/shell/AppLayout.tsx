import { lazy, Suspense, useState } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import {
  reservesOnboardingSteps,
  SIDEBAR_WIDTH,
  STEPS_BAR_HEIGHT,
} from '@web/app/onboard/stepsSpace';
import { useDataLayer } from '@web/data/DataLayerContext';
import { useSession } from '@web/data/session';
import { useDebugMode } from '@web/ui/debug/debugMode';
import { AnnouncementBanner } from './AnnouncementBanner';
import { AppErrorBoundary } from './AppErrorBoundary';
import { Header } from './Header';
import { PreviewBanner } from './PreviewBanner';
import { ScrollToTop } from './ScrollToTop';
import { PageAsideSlotProvider } from './pageAside';
import { MAIN_CONTENT_ID, SkipToContent } from './SkipToContent';

// Loaded only once debug=true asks for it: ordinary visitors never download it.
const DebugPanel = lazy(() =>
  import('@web/ui/debug/DebugPanel').then((module) => ({ default: module.DebugPanel })),
);

/**
 * The frame around every page: skip link, preview notice, announcement, header, the slot for a
 * page's own navigation beside the main landmark, main, and, in debug mode, the debug panel.
 */
export function AppLayout() {
  const { kind } = useDataLayer();
  const { pathname } = useLocation();
  const debug = useDebugMode();
  const reservesSteps = reservesOnboardingSteps(pathname, useSession());
  const [asideSlot, setAsideSlot] = useState<HTMLElement | null>(null);
  return (
    <Flex direction="column" minH="100dvh">
      <SkipToContent />
      {/* Only the in-memory build shows the sample-user switcher: the real build drops this branch
          and the import with it. It renders with the first frame, so nothing below it moves. */}
      {import.meta.env.VITE_DATA_BACKEND === 'memory' && kind === 'memory' && <PreviewBanner />}
      <AnnouncementBanner />
      <Header />
      <PageAsideSlotProvider value={asideSlot}>
        <Flex flex="1" direction={{ base: 'column', md: 'row' }} align="stretch" minW="0">
          {/* A page's own navigation (the onboarding steps) lands here: beside main, not in it. */}
          <Box
            ref={setAsideSlot}
            flexShrink={0}
            minH={reservesSteps ? { base: STEPS_BAR_HEIGHT, md: 0 } : undefined}
            minW={reservesSteps ? { md: SIDEBAR_WIDTH } : undefined}
          />
          <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" minW="0" outline="none">
            {/* A page that fails keeps the header; moving to another page gives it another try. */}
            <AppErrorBoundary resetKey={pathname}>
              <Outlet />
            </AppErrorBoundary>
          </Box>
        </Flex>
      </PageAsideSlotProvider>
      <ScrollToTop />
      {debug && (
        <Suspense fallback={null}>
          <DebugPanel />
        </Suspense>
      )}
    </Flex>
  );
}
