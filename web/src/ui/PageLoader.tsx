import { Center, Spinner, Text } from '@chakra-ui/react';

/** A loading state a screen reader announces; the label says what is being waited for. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center role="status" aria-live="polite" flexDirection="column" gap="3" minH="40vh">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden="true" />
      <Text color="fg.muted">{label}</Text>
    </Center>
  );
}
