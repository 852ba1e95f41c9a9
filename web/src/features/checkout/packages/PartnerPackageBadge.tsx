import { Badge } from '@chakra-ui/react';
import type { PackageKey } from '@yardwise/domain/catalog/catalog';
import { PARTNER_PACKAGE_LABEL } from '@yardwise/domain/catalog/messages';
import { isPartnerPackage } from '@yardwise/domain/catalog/packageKinds';

/**
 * The partner-retailer label beside a package's name, wherever the package is listed or
 * summarised; nothing for our own packages. The text stands in for the retailer's logo.
 */
export function PartnerPackageBadge({ packageKey }: { packageKey: PackageKey }) {
  if (!isPartnerPackage(packageKey)) return null;
  return (
    <Badge
      variant="outline"
      colorPalette="brand"
      size="lg"
      alignSelf="flex-start"
      whiteSpace="normal"
      textAlign="start"
    >
      {PARTNER_PACKAGE_LABEL}
    </Badge>
  );
}
