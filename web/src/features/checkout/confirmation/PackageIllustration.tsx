import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import type { PackageKey } from '@yardwise/domain/catalog/catalog';

type Illustration = 'yard' | 'home' | 'plants' | 'gift' | 'revision';

/** Decision: one drawing per kind of purchase, since the catalogue's own images may be remote. */
const ILLUSTRATION_OF: Record<PackageKey, Illustration> = {
  'front-yard': 'yard',
  'back-yard': 'yard',
  'full-yard': 'yard',
  'small-space': 'yard',
  'starter-full-yard': 'yard',
  'starter-front-or-backyard': 'yard',
  'partner-rewards-full-yard': 'yard',
  'whole-home': 'home',
  'curb-appeal': 'home',
  'uber-premium': 'home',
  botanical: 'plants',
  'gift-card': 'gift',
  'additional-revision': 'revision',
  upgrade: 'revision',
};

const DRAWINGS: Record<Illustration, ReactNode> = {
  yard: (
    <>
      <rect x="0" y="96" width="160" height="24" fill="currentColor" opacity="0.25" />
      <path d="M58 60 L80 42 L102 60 Z" fill="currentColor" />
      <rect x="62" y="60" width="36" height="38" fill="currentColor" opacity="0.7" />
      <circle cx="28" cy="80" r="16" fill="currentColor" opacity="0.5" />
      <circle cx="132" cy="78" r="18" fill="currentColor" opacity="0.5" />
      <path d="M80 120 L80 98" stroke="white" strokeWidth="6" />
    </>
  ),
  home: (
    <>
      <rect x="0" y="100" width="160" height="20" fill="currentColor" opacity="0.25" />
      <path d="M30 58 L80 24 L130 58 Z" fill="currentColor" />
      <rect x="38" y="58" width="84" height="44" fill="currentColor" opacity="0.7" />
      <rect x="72" y="74" width="16" height="28" fill="white" />
      <rect x="48" y="68" width="14" height="12" fill="white" />
      <rect x="98" y="68" width="14" height="12" fill="white" />
    </>
  ),
  plants: (
    <>
      <rect x="0" y="100" width="160" height="20" fill="currentColor" opacity="0.25" />
      <path d="M80 100 C80 70 60 56 44 50 C50 72 62 90 80 100 Z" fill="currentColor" />
      <path d="M80 100 C80 64 100 46 120 40 C112 68 100 88 80 100 Z" fill="currentColor" />
      <circle cx="34" cy="90" r="10" fill="currentColor" opacity="0.5" />
      <circle cx="128" cy="88" r="12" fill="currentColor" opacity="0.5" />
    </>
  ),
  gift: (
    <>
      <rect x="44" y="52" width="72" height="52" fill="currentColor" opacity="0.7" />
      <rect x="38" y="40" width="84" height="16" fill="currentColor" />
      <rect x="74" y="40" width="12" height="64" fill="white" />
      <path d="M80 40 C66 22 52 30 62 40 Z M80 40 C94 22 108 30 98 40 Z" fill="currentColor" />
    </>
  ),
  revision: (
    <>
      <rect x="40" y="20" width="80" height="92" fill="currentColor" opacity="0.25" />
      <path d="M52 40 H108 M52 56 H108 M52 72 H92" stroke="currentColor" strokeWidth="6" />
      <path d="M86 100 L124 62 L134 72 L96 110 L84 112 Z" fill="currentColor" />
    </>
  ),
};

/** A drawing of the kind of purchase; decorative, since its name is written beside it. */
export function PackageIllustration({ packageKey }: { packageKey: PackageKey }) {
  return (
    <Box
      color="brand.600"
      bg="brand.subtle"
      borderRadius="md"
      flexShrink={0}
      width={{ base: 'full', sm: '40' }}
      maxW={{ base: '56', sm: '40' }}
      mx={{ base: 'auto', sm: '0' }}
      aria-hidden="true"
    >
      <svg viewBox="0 0 160 120" width="100%" role="presentation" focusable="false">
        {DRAWINGS[ILLUSTRATION_OF[packageKey]]}
      </svg>
    </Box>
  );
}
