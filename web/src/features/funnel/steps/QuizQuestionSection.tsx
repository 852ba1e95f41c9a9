import type { Ref } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { QuizQuestion } from '@yardwise/domain/funnel/quiz';
import { QUIZ_CONTROLS } from './quizControls';

export const REQUIRED_LABEL = 'Required';

export interface QuizQuestionSectionProps {
  question: QuizQuestion;
  answers: readonly string[];
  /** The reason the answers cannot be sent yet; null while nothing needs saying. */
  error: string | null;
  onChoose(option: string): void;
  /** The heading, so the form can move focus to a question that still needs an answer. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One quiz question inside a longer form: its title as a heading, its options and its error. */
export function QuizQuestionSection({
  question,
  answers,
  error,
  onChoose,
  headingRef,
}: QuizQuestionSectionProps) {
  const titleId = `quiz-${question.key}-title`;
  const errorId = `quiz-${question.key}-error`;
  const Control = QUIZ_CONTROLS[question.kind];
  return (
    <Stack as="section" gap="4" aria-labelledby={titleId}>
      <Stack gap="1">
        <Heading
          as="h2"
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          size={{ base: 'lg', md: 'xl' }}
        >
          {question.title}
        </Heading>
        {question.required ? (
          <Text color="fg.muted" fontSize="sm" fontWeight="medium">
            {REQUIRED_LABEL}
          </Text>
        ) : null}
        {question.subtitle ? <Text color="fg.muted">{question.subtitle}</Text> : null}
      </Stack>
      <Control
        question={question}
        answers={answers}
        onChoose={onChoose}
        labelledBy={titleId}
        describedBy={error ? errorId : undefined}
        groupHeadingAs="h3"
      />
      <Text id={errorId} role="alert" color="fg.error" fontWeight="semibold" minH="6">
        {error}
      </Text>
    </Stack>
  );
}
