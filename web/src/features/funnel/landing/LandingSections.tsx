import { useRef } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatDollars } from '@yardwise/domain/money/formatDollars';
import { PACKAGES } from '@yardwise/domain/catalog/catalog';
import { useDataLayer } from '@web/data/DataLayerContext';
import { useReadOnce } from '@web/data/readOnce';
import {
  HOW_IT_WORKS,
  HOW_IT_WORKS_HEADING,
  PRICE_UNKNOWN,
  PRICED_PACKAGES,
  PRICES_HEADING,
  PRICES_NOTE,
  priceFromText,
  WHAT_YOU_GET,
  WHAT_YOU_GET_HEADING,
} from './landingCopy';
import { readPricesFrom, type PricesFrom } from './pricesFrom';
import { useNearViewport } from './useNearViewport';

/** Below the landing page's first screen: what you get, how it works and prices from. */
export function LandingSections() {
  return (
    <Stack gap={{ base: '12', md: '16' }} pt={{ base: '6', md: '10' }}>
      <WhatYouGet />
      <HowItWorks />
      <PricesFromSection />
    </Stack>
  );
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="6">
      <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function WhatYouGet() {
  return (
    <Section id="landing-what-you-get" title={WHAT_YOU_GET_HEADING}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
        {WHAT_YOU_GET.map((item) => (
          <Stack
            as="li"
            key={item.title}
            gap="2"
            p="5"
            bg="brand.subtle"
            borderRadius="l3"
            borderTopWidth="4px"
            borderTopColor="brand.400"
          >
            <Heading as="h3" size="md">
              {item.title}
            </Heading>
            <Text color="fg.muted">{item.body}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function HowItWorks() {
  return (
    <Section id="landing-how-it-works" title={HOW_IT_WORKS_HEADING}>
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
        {HOW_IT_WORKS.map((step, index) => (
          <Box as="li" key={step.title} display="flex" gap="4" alignItems="flex-start">
            <Box
              aria-hidden="true"
              flexShrink={0}
              display="grid"
              placeItems="center"
              boxSize="10"
              borderRadius="full"
              bg="brand.solid"
              color="brand.contrast"
              fontFamily="heading"
              fontWeight="semibold"
              fontSize="lg"
            >
              {index + 1}
            </Box>
            <Stack gap="1">
              <Heading as="h3" size="md">
                <Box as="span" srOnly>
                  Step {index + 1}:{' '}
                </Box>
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.body}</Text>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}

const PRICED_KEYS = PRICED_PACKAGES.map((item) => item.key);

/** Read only when the section comes near the screen; without a price it says so plainly. */
function usePricesFrom(enabled: boolean): PricesFrom {
  const { commands } = useDataLayer();
  const prices = useReadOnce<PricesFrom>(
    commands,
    enabled ? `pricesFrom:${PRICED_KEYS.join(',')}` : null,
    () => readPricesFrom(commands, PRICED_KEYS),
    {},
  );
  return prices.data ?? {};
}

function PricesFromSection() {
  const sectionRef = useRef<HTMLDivElement>(null);
  const prices = usePricesFrom(useNearViewport(sectionRef));
  return (
    <Box ref={sectionRef}>
      <Section id="landing-prices" title={PRICES_HEADING}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="4">
          {PRICED_PACKAGES.map((item) => {
            const price = prices[item.key];
            return (
              <Stack
                as="li"
                key={item.key}
                gap="2"
                p="5"
                borderWidth="1px"
                borderColor="brand.emphasized"
                borderRadius="l3"
                bg="bg"
              >
                <Heading as="h3" size="lg">
                  {PACKAGES[item.key].name}
                </Heading>
                <Text color="fg.muted" flex="1">
                  {item.covers}
                </Text>
                <Text fontWeight="bold" fontSize="lg" color="brand.fg" minH="7">
                  {price === undefined ? PRICE_UNKNOWN : priceFromText(formatDollars(price))}
                </Text>
              </Stack>
            );
          })}
        </SimpleGrid>
        <Text color="fg.muted" fontSize="sm">
          {PRICES_NOTE}
        </Text>
      </Section>
    </Box>
  );
}
