import { useEffect, useState } from 'react';
import { chakra, CloseButton, Flex, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import {
  announcementVisible,
  dismissKey,
  type AnnouncementConfig,
} from '@yardwise/domain/checkout/announcement';
import type { FeatureFlags } from '@yardwise/domain/funnel/featureFlags';
import { useDataLayer } from '@web/data/DataLayerContext';
import { fetchAnnouncementConfig } from '@web/data/remoteConfig/announcementConfig';
import { useSession } from '@web/data/session';
import { PAGE_MAX_WIDTH } from '@web/ui/PageContainer';

function storedDismissal(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function rememberDismissal(key: string): void {
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    // Blocked storage: the banner stays closed for this visit only.
  }
}

/**
 * The dismissible announcement from remote configuration, above the header, for the
 * audiences the feature flags name.
 */
export function ConfiguredAnnouncement({ flags }: { flags: FeatureFlags }) {
  const { kind } = useDataLayer();
  const { ready, user } = useSession();
  const { pathname } = useLocation();
  const [config, setConfig] = useState<AnnouncementConfig | null>(null);
  const [dismissedNow, setDismissedNow] = useState(false);

  useEffect(() => {
    let current = true;
    void fetchAnnouncementConfig(kind).then((next) => {
      if (current) setConfig(next);
    });
    return () => {
      current = false;
    };
  }, [kind]);

  // Until the user is known an arriving client would count as anonymous and see the wrong banner.
  if (!ready || !config) return null;
  const key = dismissKey(config.text);
  const dismissed = dismissedNow || storedDismissal(key);
  if (!announcementVisible({ config, flags, dismissed, pathname, user })) return null;

  function dismiss() {
    rememberDismissal(key);
    setDismissedNow(true);
  }

  return (
    <chakra.section aria-label="Announcement" bg={config.backgroundColor} color={config.fontColor}>
      <Flex
        maxW={PAGE_MAX_WIDTH}
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="1.5"
        gap="2"
        align="center"
      >
        <Text flex="1" textAlign="center" fontSize="sm" fontWeight="medium">
          {config.text}
        </Text>
        {/* Colours come from the configuration, so the button takes the text colour, not the theme's. */}
        <CloseButton
          size="xs"
          aria-label="Dismiss announcement"
          color="inherit"
          focusRingColor="currentColor"
          _hover={{ bg: 'blackAlpha.200' }}
          onClick={dismiss}
        />
      </Flex>
    </chakra.section>
  );
}
