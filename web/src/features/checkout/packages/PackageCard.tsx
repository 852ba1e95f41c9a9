import { useId } from 'react';
import { Button, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ListedPackage } from '@yardwise/domain/catalog/packageList';
import type { ProductDoc } from '@yardwise/domain/firestore/documents';
import { formatDollars } from '@yardwise/domain/money/formatDollars';
import { CheckoutCard } from '@web/features/checkout/CheckoutCard';
import { PartnerPackageBadge } from './PartnerPackageBadge';
import { PACKAGES_COPY } from './packagesCopy';

interface PackageCardProps {
  listed: ListedPackage<ProductDoc>;
  /** The checkout start page for this package and the chosen lot size. */
  href: string;
}

/** One package of the list: picture, name, description, price for the lot and its checkout link. */
export function PackageCard({ listed, href }: PackageCardProps) {
  const headingId = useId();
  const { name, priceCents, product } = listed;
  return (
    <CheckoutCard labelledBy={headingId}>
      {/* Full height, so every card's button lines up at the bottom of its grid row. */}
      <Stack gap="3" height="full">
        {product.image ? (
          <Image
            src={product.image}
            alt={name}
            width="full"
            aspectRatio="8 / 5"
            objectFit="cover"
            borderRadius="md"
            bg="bg.muted"
          />
        ) : null}
        <Heading as="h2" id={headingId} size="lg">
          {name}
        </Heading>
        <PartnerPackageBadge packageKey={listed.key} />
        <Text color="fg.muted">{product.description}</Text>
        <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums" mt="auto">
          {formatDollars(priceCents)}
        </Text>
        <Button asChild width="full">
          <RouterLink to={href}>{PACKAGES_COPY.choose(name)}</RouterLink>
        </Button>
      </Stack>
    </CheckoutCard>
  );
}
