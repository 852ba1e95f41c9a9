import { useId } from 'react';
import { Accordion, Blockquote, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { CHECKOUT_LABELS } from '@yardwise/domain/checkout/messages';
import {
  NEXT_STEPS,
  NEXT_STEPS_INTRO,
  TESTIMONIALS_HEADING,
  type Testimonial,
} from '@yardwise/domain/checkout/nextSteps';

/**
 * The purchase page's sidebar 'What will happen next': the five steps of the
 * design process as an accordion (closed, so the sidebar stays short beside the form), then the
 * words of homeowners, when there are quotes to show.
 */
export function WhatHappensNext({ testimonials = [] }: { testimonials?: readonly Testimonial[] }) {
  const headingId = useId();
  return (
    <Box as="aside" aria-labelledby={headingId}>
      <Stack gap="5">
        <Heading as="h2" size="lg" id={headingId}>
          {CHECKOUT_LABELS.whatHappensNext}
        </Heading>
        <Text color="fg.muted">{NEXT_STEPS_INTRO}</Text>
        <Accordion.Root collapsible multiple variant="enclosed">
          {NEXT_STEPS.map((step, index) => (
            <Accordion.Item key={step.id} value={step.id}>
              {/* WAI-ARIA accordion: each step's button sits in a heading. */}
              <Heading as="h3" size="sm">
                <Accordion.ItemTrigger minH="12" cursor="pointer" textAlign="start">
                  <Text as="span" flex="1">
                    {index + 1}. {step.title}
                  </Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody>{step.body}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        {testimonials.length > 0 ? <Testimonials testimonials={testimonials} /> : null}
      </Stack>
    </Box>
  );
}

function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <>
      <Heading as="h3" size="md">
        {TESTIMONIALS_HEADING}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="4">
        {testimonials.map((testimonial) => (
          <Box as="li" key={testimonial.name}>
            <Blockquote.Root>
              <Blockquote.Content>“{testimonial.quote}”</Blockquote.Content>
              <Blockquote.Caption>
                — {testimonial.name}, {testimonial.city}
              </Blockquote.Caption>
            </Blockquote.Root>
          </Box>
        ))}
      </Stack>
    </>
  );
}
