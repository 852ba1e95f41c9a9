import { Button, chakra, Collapsible, DataList, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { useDataLayer } from '@web/data/DataLayerContext';
import { versionFromCookies } from '@web/data/funnelVersion';
import { useSession } from '@web/data/session';

// The checkout store's key (features/checkout/cart/checkoutStore.ts); shared code may not import a feature.
const CHECKOUT_STORAGE_KEY = 'yardwise.checkout';

/** Drops every key naming a secret, and any value shaped like a payment client secret. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value === 'string') return value.includes('_secret_') ? '[hidden]' : value;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !/secret/i.test(key))
      .map(([key, item]) => [key, withoutSecrets(item)]),
  );
}

function persistedCheckout(): string {
  try {
    const raw = window.localStorage.getItem(CHECKOUT_STORAGE_KEY);
    if (raw === null) return 'Nothing stored';
    return JSON.stringify(withoutSecrets(JSON.parse(raw)), null, 2);
  } catch {
    // Never the raw text: unparsed, it would skip the secret filter.
    return 'Not readable';
  }
}

/** Mounted only while open, so each opening reads the current cookies and storage. */
function DebugDetails() {
  const { kind } = useDataLayer();
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const rows: [string, string][] = [
    ['Data backend', kind],
    ['User id', user?.uid ?? 'none'],
    ['Anonymous', user ? (user.isAnonymous ? 'yes' : 'no') : 'no user'],
    ['Email', user?.email ?? 'none'],
    ['Page', `${pathname}${search}`],
    ['Funnel version', versionFromCookies(document.cookie)],
  ];
  return (
    <>
      <DataList.Root orientation="horizontal" size="sm" gap="1" my="2">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text id="debug-checkout-state" fontWeight="semibold">
        Checkout state
      </Text>
      {/* A named, focusable region, so that keyboard users can scroll it too. */}
      <chakra.pre
        role="region"
        tabIndex={0}
        aria-labelledby="debug-checkout-state"
        maxH="60"
        overflow="auto"
        bg="bg.muted"
        p="2"
        rounded="sm"
        fontSize="xs"
      >
        {persistedCheckout()}
      </chakra.pre>
    </>
  );
}

/** The debug panel of debug=true, fixed at the bottom right and closed at first. */
export function DebugPanel() {
  return (
    <chakra.aside
      aria-label="Debug"
      position="fixed"
      bottom="4"
      right="4"
      zIndex="docked"
      maxW="min(28rem, calc(100vw - 2rem))"
      bg="bg"
      borderWidth="1px"
      rounded="md"
      shadow="md"
      p="2"
      fontSize="xs"
    >
      <Collapsible.Root lazyMount unmountOnExit>
        <Collapsible.Trigger asChild>
          <Button size="xs" variant="outline">
            Debug
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <DebugDetails />
        </Collapsible.Content>
      </Collapsible.Root>
    </chakra.aside>
  );
}
