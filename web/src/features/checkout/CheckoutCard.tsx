import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/** One bordered part of a checkout screen (order, account, payment), named by its heading. */
export function CheckoutCard({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={labelledBy}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
    >
      {children}
    </Box>
  );
}
