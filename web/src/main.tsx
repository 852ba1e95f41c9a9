import { preloadRoute } from './app/preloadRoute';
import { loadDataLayer } from './data/loadDataLayer';
import { signInWithLoginToken, unregisterServiceWorkers } from './startup';

async function start() {
  void unregisterServiceWorkers(navigator.serviceWorker);
  preloadRoute(window.location.pathname);
  const app = import('./app/mountApp');
  const dataLayer = await loadDataLayer();
  await signInWithLoginToken(dataLayer.auth, window.location, window.history);
  (await app).mountApp(dataLayer);
}

void start();
