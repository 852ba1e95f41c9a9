import { Route, Routes } from 'react-router-dom';
import { HOME_PATH, LEGACY_REDIRECTS } from '@yardwise/domain/routes/paths';
import { AppLayout } from './shell/AppLayout';
import { NotFoundPage } from './shell/NotFoundPage';
import { ForceLogout } from './ForceLogout';
import { RedirectKeepingQuery } from './RedirectKeepingQuery';
import { RouteScreen } from './RouteScreen';
import { SHELL_ROUTES, type ShellRoute } from './routeTable';

const FORCE_LOGOUT_PATH = '/force-logout';

function routeElement(route: ShellRoute) {
  // The shell itself handles sign-out; it needs no feature code.
  if (route.pattern === FORCE_LOGOUT_PATH) return <ForceLogout title={route.title} />;
  return <RouteScreen route={route} />;
}

/** Every route of the app inside the shared layout; rendered by a BrowserRouter, or a MemoryRouter in tests. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<RedirectKeepingQuery pathname={HOME_PATH} />} />
        {Object.entries(LEGACY_REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<RedirectKeepingQuery pathname={to} />} />
        ))}
        {SHELL_ROUTES.map((route) => (
          <Route key={route.pattern} path={route.pattern} element={routeElement(route)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
