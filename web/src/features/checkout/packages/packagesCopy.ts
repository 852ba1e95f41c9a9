// Words of the in-app package list. Decisions, in product language.

export const PACKAGES_COPY = {
  intro:
    'Every package is a complete landscape design for your home. Choose your lot size to see its prices, then pick the package that suits your yard.',
  lotSizeLegend: 'Your lot size',
  loading: 'Loading packages…',
  redirecting: 'Taking you to our packages…',
  loadFailed: "We couldn't load our packages. Please check your connection and try again.",
  retry: 'Try again',
  empty: 'No packages are available right now. Please check back soon.',
  choose: (name: string) => `Choose ${name}`,
} as const;
