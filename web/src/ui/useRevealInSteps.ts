import { useEffect, useState } from 'react';

/**
 * How many of a screen's later parts to show: none on the first render, then one more in each
 * task after it, up to `steps`. A screen too heavy to render in one go shows its top first and
 * the rest in short tasks of their own, so a slow phone stays free to answer a tap in between.
 * Reveal the parts top to bottom, each below the last, so that nothing already shown moves.
 */
export function useRevealInSteps(steps: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= steps) return;
    const timer = setTimeout(() => setShown((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [shown, steps]);
  return shown;
}
