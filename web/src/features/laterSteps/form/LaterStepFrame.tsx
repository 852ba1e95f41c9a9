import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { AnswersOf, LaterStepAnswersDoc } from '@yardwise/domain/laterSteps/answers';
import { ANSWERS_LOAD_FAILED } from '@yardwise/domain/laterSteps/messages';
import { PageLoader } from '@web/ui/PageLoader';
import { useLaterStepAnswers } from '@web/features/laterSteps/useLaterStepAnswers';

interface LaterStepFrameProps<S extends LaterStepAnswersDoc['step']> {
  step: S;
  title: string;
  intro: string;
  loadingLabel: string;
  /** The step's form, given what was saved (null when nothing was, or it could not be read). */
  children(saved: AnswersOf<S> | null): ReactNode;
}

/**
 * Every later step's page: its heading and intro, then its form once the saved answers are read.
 * A failed read says so and still offers the form, so nothing typed is blocked.
 */
export function LaterStepFrame<S extends LaterStepAnswersDoc['step']>({
  step,
  title,
  intro,
  loadingLabel,
  children,
}: LaterStepFrameProps<S>) {
  const saved = useLaterStepAnswers(step);
  return (
    <Stack gap="6" maxW="720px">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{intro}</Text>
      </Stack>
      {saved.status === 'loading' ? (
        <PageLoader label={loadingLabel} />
      ) : (
        <>
          {saved.status === 'error' ? (
            <Text role="alert" color="fg.error">
              {ANSWERS_LOAD_FAILED}
            </Text>
          ) : null}
          {children(saved.answers)}
        </>
      )}
    </Stack>
  );
}
