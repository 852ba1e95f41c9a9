import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/preloadRoute';
import { reloadOnceOnFailedChunk } from './app/staleChunkReload';
import { loadDataLayer } from './data/loadDataLayer';
import { signInWithLoginToken, unregisterServiceWorkers } from './startup';

async function start() {
  reloadOnceOnFailedChunk();
  void unregisterServiceWorkers(navigator.serviceWorker);
  preloadRoute(window.location.pathname);
  const dataLayer = await loadDataLayer();
  await signInWithLoginToken(dataLayer.auth, window.location, window.history);
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task while a phone waits for input.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App dataLayer={dataLayer} />
      </StrictMode>,
    );
  });
}

void start();
