import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataLayer } from '../data/types';
import { App } from './App';

/** Renders the app into #root. */
export function mountApp(dataLayer: DataLayer): void {
  const root = createRoot(document.getElementById('root')!);
  // Rendered as a transition, the first render yields to the browser every few milliseconds
  // instead of holding the main thread for one long task while a phone waits for input.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App dataLayer={dataLayer} />
      </StrictMode>,
    );
  });
}
