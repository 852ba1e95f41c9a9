import { lazy, Suspense } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { useDataLayer } from '../../data/DataLayerContext';
import { useDebugMode } from '../../ui/debug/debugMode';
import { AnnouncementBanner } from './AnnouncementBanner';
import { AppErrorBoundary } from './AppErrorBoundary';
import { Header } from './Header';
import { PreviewBanner } from './PreviewBanner';
import { ScrollToTop } from './ScrollToTop';
import { MAIN_CONTENT_ID, SkipToContent } from './SkipToContent';

// Loaded only once debug=true asks for it: ordinary visitors never download it.
const DebugPanel = lazy(() =>
  import('../../ui/debug/DebugPanel').then((module) => ({ default: module.DebugPanel })),
);

/**
 * The frame around every page: skip link, preview notice, announcement, header, the main landmark
 * and, in debug mode, the debug panel.
 */
export function AppLayout() {
  const { kind } = useDataLayer();
  const { pathname } = useLocation();
  const debug = useDebugMode();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipToContent />
      {/* Only the in-memory build shows the sample-user switcher: the real build drops this branch
          and the import with it. It renders with the first frame, so nothing below it moves. */}
      {import.meta.env.VITE_DATA_BACKEND === 'memory' && kind === 'memory' && <PreviewBanner />}
      <AnnouncementBanner />
      <Header />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
        {/* A page that fails keeps the header; moving to another page gives it another try. */}
        <AppErrorBoundary resetKey={pathname}>
          <Outlet />
        </AppErrorBoundary>
      </Box>
      <ScrollToTop />
      {debug && (
        <Suspense fallback={null}>
          <DebugPanel />
        </Suspense>
      )}
    </Flex>
  );
}
