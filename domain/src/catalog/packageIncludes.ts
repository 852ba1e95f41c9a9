import type { PackageKey } from './catalog';
import { PACKAGE_INCLUDE_LINES } from './messages';

type IncludeLine = keyof typeof PACKAGE_INCLUDE_LINES;

// Every design goes through first designs and revisions and ends with a contractor connection.
const DESIGN_PROCESS: readonly IncludeLine[] = ['designsAndRevisions', 'contractors'];

/** Which lines each package shows, most particular first. */
const INCLUDES: Record<PackageKey, readonly IncludeLine[]> = {
  'front-yard': ['frontYardLayout', 'plantsHardscapeLighting', ...DESIGN_PROCESS],
  'back-yard': ['backYardLayout', 'plantsHardscapeLighting', ...DESIGN_PROCESS],
  'full-yard': ['bothYardsTogether', 'plantsHardscapeLighting', ...DESIGN_PROCESS],
  // The partner package is the Full Yard design sold through the retailer.
  'partner-rewards-full-yard': ['bothYardsTogether', 'plantsHardscapeLighting', ...DESIGN_PROCESS],
  'whole-home': ['everyOutdoorSpace', 'homeExterior', 'plantsHardscapeLighting', ...DESIGN_PROCESS],
  'curb-appeal': ['frontOfHouse', 'planting', 'exteriorColours', ...DESIGN_PROCESS],
  botanical: ['plantPalette', 'planting', ...DESIGN_PROCESS],
  'small-space': ['smallSpace', 'everySquareFoot', ...DESIGN_PROCESS],
  'starter-full-yard': ['streamlinedBothYards', 'planting', ...DESIGN_PROCESS],
  'starter-front-or-backyard': ['streamlinedOneYard', 'planting', ...DESIGN_PROCESS],
  // Premium already designs the home's exterior (it offers no exterior upgrade).
  'uber-premium': [
    'dedicatedDesigner',
    'unlimitedRevisions',
    'everyOutdoorSpace',
    'homeExterior',
    'contractors',
  ],
  upgrade: ['upgrade'],
  'additional-revision': ['revision'],
  'gift-card': ['giftCard'],
};

/** What the package includes, as short lines for homeowners. */
export function packageIncludes(key: PackageKey): string[] {
  return INCLUDES[key].map((line) => PACKAGE_INCLUDE_LINES[line]);
}
