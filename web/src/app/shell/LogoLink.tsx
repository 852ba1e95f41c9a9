import { chakra, Link } from '@chakra-ui/react';
import { brand, marketingHref } from '@web/ui/brand';

/** A leaf on a rounded tile, drawn inline so the logo needs no download. */
function LeafMark() {
  return (
    <chakra.svg viewBox="0 0 32 32" boxSize="8" aria-hidden="true" focusable="false" flexShrink={0}>
      <rect width="32" height="32" rx="7" fill="var(--chakra-colors-brand-700)" />
      <path
        d="M16 5.5c-5.5 4.3-8 8.6-8 12.6a8 8 0 0 0 16 0c0-4-2.5-8.3-8-12.6z"
        fill="var(--chakra-colors-brand-200)"
      />
      <path
        d="M16 11.5v15.5M16 17.5l-3.2-2.6M16 21.5l3.4-2.8"
        stroke="var(--chakra-colors-brand-700)"
        strokeWidth="1.8"
        strokeLinecap="round"
        fill="none"
      />
    </chakra.svg>
  );
}

/** The logo, linking to the marketing site's home page. */
export function LogoLink() {
  return (
    <Link
      href={marketingHref('/')}
      aria-label={`${brand.productName} home`}
      display="inline-flex"
      flexShrink={0}
      alignItems="center"
      gap="2"
      color="brand.fg"
      textDecoration="none"
      _hover={{ textDecoration: 'none' }}
      borderRadius="md"
    >
      <LeafMark />
      <chakra.span
        fontFamily="heading"
        fontWeight="bold"
        fontSize="2xl"
        letterSpacing="tight"
        whiteSpace="nowrap"
      >
        {brand.productName}
      </chakra.span>
    </Link>
  );
}
