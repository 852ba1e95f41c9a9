import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** What the header shows on behalf of the current page. */
export interface HeaderState {
  address: string | null;
  /** Funnel progress page 0-4 (the header shows 5 pages), or null for no progress bar. */
  progressPage: number | null;
}

interface HeaderSetters {
  setAddress(address: string | null): void;
  setProgressPage(page: number | null): void;
}

// Two contexts so pages that only set values do not re-render when the header state changes.
const HeaderStateContext = createContext<HeaderState | null>(null);
const HeaderSettersContext = createContext<HeaderSetters | null>(null);

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState<string | null>(null);
  const [progressPage, setProgressPage] = useState<number | null>(null);
  const setters = useMemo<HeaderSetters>(() => ({ setAddress, setProgressPage }), []);
  const state = useMemo<HeaderState>(() => ({ address, progressPage }), [address, progressPage]);
  return (
    <HeaderSettersContext.Provider value={setters}>
      <HeaderStateContext.Provider value={state}>{children}</HeaderStateContext.Provider>
    </HeaderSettersContext.Provider>
  );
}

function useHeaderSetters(): HeaderSetters {
  const setters = useContext(HeaderSettersContext);
  if (!setters) throw new Error('Header hooks need a <ShellStateProvider> ancestor');
  return setters;
}

export function useHeaderState(): HeaderState {
  const state = useContext(HeaderStateContext);
  if (!state) throw new Error('useHeaderState needs a <ShellStateProvider> ancestor');
  return state;
}

/** Shows an address line in the header while the calling page is mounted. */
export function useHeaderAddress(address: string | null): void {
  const { setAddress } = useHeaderSetters();
  useEffect(() => {
    setAddress(address);
    return () => setAddress(null);
  }, [address, setAddress]);
}

/** Shows the funnel progress bar (page 0-4) in the header while the calling page is mounted. */
export function useHeaderProgress(page: number | null): void {
  const { setProgressPage } = useHeaderSetters();
  useEffect(() => {
    setProgressPage(page);
    return () => setProgressPage(null);
  }, [page, setProgressPage]);
}
