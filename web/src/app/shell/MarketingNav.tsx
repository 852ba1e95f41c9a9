import { chakra, Link } from '@chakra-ui/react';
import { MARKETING_LINKS } from '@yardwise/domain/brand/brand';
import { brand, marketingHref } from '@web/ui/brand';

/** The header's links to the marketing site, in a row (wide screens) or a column (drawer). */
export function MarketingNav({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const column = direction === 'column';
  return (
    <chakra.nav aria-label={`${brand.productName} website`}>
      <chakra.ul
        display="flex"
        flexDirection={direction}
        flexWrap="wrap"
        gap={column ? '1' : { md: '3', lg: '5' }}
        listStyleType="none"
        m="0"
        p="0"
      >
        {MARKETING_LINKS.map((link) => (
          <chakra.li key={link.path}>
            <Link
              href={marketingHref(link.path)}
              display="block"
              py={column ? '3' : '2'}
              px={column ? '2' : '1'}
              fontSize={column ? 'md' : 'sm'}
              fontWeight="semibold"
              letterSpacing="wide"
              color="fg"
              borderRadius="sm"
              _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
            >
              {link.label}
            </Link>
          </chakra.li>
        ))}
      </chakra.ul>
    </chakra.nav>
  );
}
