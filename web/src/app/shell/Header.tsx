import { Box, Flex } from '@chakra-ui/react';
import { useLargeScreen, useWideScreen } from '@web/ui/useWideScreen';
import { useHeaderState } from '@web/ui/shellState';
import { HeaderAddress } from './HeaderAddress';
import { HeaderProgress } from './HeaderProgress';
import { LogoLink } from './LogoLink';
import { MarketingNav } from './MarketingNav';
import { MobileMenu } from './MobileMenu';

/** The shared header: logo, address line, progress bar and the marketing links. */
export function Header() {
  const { address, progressPage } = useHeaderState();
  const small = !useWideScreen();
  // Beside the logo and the links the address needs a large screen; otherwise it gets its own row.
  const addressInline = useLargeScreen();
  return (
    <Box as="header" bg="header.bg" borderBottomWidth="1px" borderColor="header.border">
      <Flex
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="2"
        align="center"
        justify="space-between"
        gap="4"
      >
        <Flex align="center" gap="6" minW="0">
          <LogoLink />
          {address && addressInline && <HeaderAddress address={address} />}
        </Flex>
        {small ? (
          <MobileMenu />
        ) : (
          // The links stay on one line where the address sits beside them.
          <Box flexShrink={{ base: 1, lg: 0 }}>
            <MarketingNav />
          </Box>
        )}
      </Flex>
      {address && !addressInline && (
        <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} pb="2">
          <HeaderAddress address={address} />
        </Box>
      )}
      {progressPage !== null && <HeaderProgress page={progressPage} />}
    </Box>
  );
}
