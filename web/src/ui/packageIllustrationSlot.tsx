import { createContext, Suspense, useContext, useEffect, type ComponentType } from 'react';
import type { PackageKey } from '@yardwise/domain/catalog/catalog';

export interface PackageIllustrationLoan {
  Illustration: ComponentType<{ packageKey: PackageKey }>;
  /** Downloads the drawing ahead of time, so it shows at once when first drawn. */
  preload(): void;
}

/**
 * The drawing of each package, lent by the app: the checkout draws it, and features do not import
 * each other. Without a provider nothing is drawn.
 */
export const PackageIllustrationContext = createContext<PackageIllustrationLoan | null>(null);

/** The package's drawing where another feature shows a package (the funnel's recommendation). */
export function PackageIllustrationSlot({ packageKey }: { packageKey: PackageKey }) {
  const loan = useContext(PackageIllustrationContext);
  if (!loan) return null;
  return (
    <Suspense fallback={null}>
      <loan.Illustration packageKey={packageKey} />
    </Suspense>
  );
}

/** Downloads the package drawing while `soon` holds (pages that lead to a package). */
export function usePackageIllustrationPreload(soon: boolean): void {
  const loan = useContext(PackageIllustrationContext);
  useEffect(() => {
    if (soon) loan?.preload();
  }, [loan, soon]);
}
