import type { ComponentProps, ReactNode } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { QUIZ_COMPLETION_STEP_COUNT } from '@yardwise/domain/funnel/quiz';
import { PageContainer } from '@web/ui/PageContainer';

export interface StepLayoutProps {
  title: string;
  /** id of the h1, for groups and forms that take their name from it. */
  titleId?: string;
  subtitle?: ReactNode;
  /** The quiz completion number (1-8), shown as "Step n of 8". */
  completion?: number | null;
  onBack?: (() => void) | null;
  children?: ReactNode;
}

/** One funnel page: a Back button where there is a previous step, the quiz completion, one h1. */
export function StepLayout({
  title,
  titleId,
  subtitle,
  completion,
  onBack,
  children,
}: StepLayoutProps) {
  return (
    <PageContainer>
      <Stack gap="6">
        {(onBack || completion) && (
          <Box display="flex" alignItems="center" justifyContent="space-between" gap="4">
            {onBack ? (
              <Button variant="ghost" size="lg" px="3" ml="-3" onClick={onBack}>
                ‹ Back
              </Button>
            ) : (
              <span />
            )}
            {completion ? (
              <Text color="fg.muted" fontWeight="medium">
                Step {completion} of {QUIZ_COMPLETION_STEP_COUNT}
              </Text>
            ) : null}
          </Box>
        )}
        <Stack gap="2">
          <Heading as="h1" id={titleId} size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </PageContainer>
  );
}

/** The large main button of a step: full width on a phone. */
export function PrimaryButton(props: ComponentProps<typeof Button>) {
  return <Button size="xl" minH="12" width={{ base: 'full', sm: 'auto' }} minW="48" {...props} />;
}
