import { useEffect, useState } from 'react';

/** True once `ms` have passed since the component mounted. */
export function useTimeoutReached(ms: number): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReached(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return reached;
}
