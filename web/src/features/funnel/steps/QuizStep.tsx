import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { QUIZ_QUESTIONS, type QuizStepKey } from '@yardwise/domain/funnel/quiz';
import { answersFor, quizAnswerError, toggleQuizOption } from '@yardwise/domain/funnel/quizAnswers';
import { PrimaryButton, StepLayout } from '@web/features/funnel/StepLayout';
import type { StepProps } from '@web/features/funnel/stepProps';
import { QUIZ_CONTROLS } from './quizControls';

/**
 * One quiz page. NEXT checks the answers with quizAnswerError: a required
 * page without an answer stays and says why; an optional page may be left empty.
 */
export function QuizStep({
  step,
  copy,
  navigation,
  profile,
  completion,
}: StepProps & { completion: number | null }) {
  const question = QUIZ_QUESTIONS[step as QuizStepKey];
  const answers = answersFor(profile.questions, question.key);
  const [tried, setTried] = useState(false);
  const error = quizAnswerError(question, answers);
  const shownError = tried ? error : null;
  const titleId = `${question.key}-title`;
  const errorId = `${question.key}-error`;
  const Control = QUIZ_CONTROLS[question.kind];

  const choose = (option: string) =>
    profile.setAnswers(
      question.key,
      option === '' ? [] : toggleQuizOption(question, answers, option),
    );

  const submit = () => {
    setTried(true);
    if (!error) navigation.goNext();
  };

  return (
    <StepLayout
      title={copy.title}
      titleId={titleId}
      subtitle={question.subtitle}
      completion={completion}
      onBack={navigation.previous ? navigation.goBack : null}
    >
      <Control
        question={question}
        answers={answers}
        onChoose={choose}
        labelledBy={titleId}
        describedBy={shownError ? errorId : undefined}
      />
      <Text id={errorId} role="alert" color="fg.error" fontWeight="semibold" minH="6">
        {shownError}
      </Text>
      <div>
        <PrimaryButton onClick={submit}>{copy.buttonText}</PrimaryButton>
      </div>
    </StepLayout>
  );
}
