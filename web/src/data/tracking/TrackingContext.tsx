import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createTracker, trackingConfigFromEnv, type Tracker } from './tracker';

const TrackingContext = createContext<Tracker | null>(null);

let envTracker: Tracker | null = null;

// One tracker per page, made on first use, so the Google tag starts (and loads) at most once.
function trackerFromEnv(): Tracker {
  envTracker ??= createTracker(trackingConfigFromEnv());
  return envTracker;
}

/** Tests pass a fake `tracker`; without one the tracker configured by the environment is used. */
export function TrackingProvider({
  tracker,
  children,
}: {
  tracker?: Tracker;
  children: ReactNode;
}) {
  return (
    <TrackingContext.Provider value={tracker ?? trackerFromEnv()}>
      {children}
    </TrackingContext.Provider>
  );
}

/** The page's tracker; works without a provider too, falling back to the environment's. */
export function useTracker(): Tracker {
  return useContext(TrackingContext) ?? trackerFromEnv();
}

/** Sends a page view each time the label changes (a step of a page counts as its own view). */
export function usePageView(label: string | null): void {
  const tracker = useTracker();
  useEffect(() => {
    if (label) tracker.pageView(label);
  }, [tracker, label]);
}
