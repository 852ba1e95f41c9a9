import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import type { ConfirmationHeader as Header } from '@yardwise/domain/checkout/confirmationPage';

/** Title, subtitle and the order's details, as the domain words them. */
export function ConfirmationHeader({ header }: { header: Header }) {
  return (
    <Stack gap="4">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {header.title}
        </Heading>
        {header.subtitle ? (
          <Text fontSize="lg" color="fg.muted">
            {header.subtitle}
          </Text>
        ) : null}
      </Stack>
      <DataList.Root orientation="horizontal" gap="2">
        {header.details.map((detail) => (
          <DataList.Item key={detail.label} flexWrap="wrap">
            <DataList.ItemLabel minW="auto" color="fg.muted">
              {detail.label}
            </DataList.ItemLabel>
            {/* Long emails and order ids wrap instead of widening a phone's page. */}
            <DataList.ItemValue fontWeight="semibold" wordBreak="break-word">
              {detail.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
