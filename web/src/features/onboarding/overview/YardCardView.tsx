import { Badge, Box, Button, Heading, HStack, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { YardCard } from '@yardwise/domain/onboarding/yardOverview';
import { OPTIONAL_LABEL, REMOVE_YARD } from '@yardwise/domain/onboarding/messages';

export interface YardCardViewProps {
  card: YardCard;
  removing: boolean;
  onRemove(): void;
}

/** One chosen yard: its three steps with their completion, and Remove yard when allowed. */
export function YardCardView({ card, removing, onRemove }: YardCardViewProps) {
  const headingId = `yard-card-${card.yard}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: 4, md: 5 }}
      bg="bg.panel"
    >
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={headingId}>
          {card.label}
        </Heading>
        {card.removable && (
          <Button
            variant="ghost"
            size="sm"
            colorPalette="red"
            loading={removing}
            onClick={onRemove}
            aria-label={`${REMOVE_YARD}: ${card.label}`}
          >
            {REMOVE_YARD}
          </Button>
        )}
      </HStack>
      <List.Root variant="plain" mt="3" gap="2">
        {card.steps.map((step) => (
          <List.Item key={step.step}>
            <HStack justify="space-between" w="full" gap="3">
              <Link asChild fontWeight="medium" minH="10" display="inline-flex" alignItems="center">
                <RouterLink to={step.path}>
                  {step.label}
                  {step.optional && (
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      {` ${OPTIONAL_LABEL}`}
                    </Text>
                  )}
                </RouterLink>
              </Link>
              <Badge colorPalette={step.done ? 'green' : 'gray'} variant="subtle">
                {step.done ? 'Complete' : 'To do'}
              </Badge>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
