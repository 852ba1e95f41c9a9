import { Box, type BoxProps } from '@chakra-ui/react';

/** Content pages are at most 800px wide. */
export const PAGE_MAX_WIDTH = '800px';

export function PageContainer(props: BoxProps) {
  return (
    <Box
      maxW={PAGE_MAX_WIDTH}
      mx="auto"
      px={{ base: '4', md: '6' }}
      py={{ base: '6', md: '10' }}
      {...props}
    />
  );
}
