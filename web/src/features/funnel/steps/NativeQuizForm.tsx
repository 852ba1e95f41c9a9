import { useRef, useState, type FormEvent } from 'react';
import { Stack } from '@chakra-ui/react';
import { QUIZ_QUESTIONS, QUIZ_STEP_KEYS, type QuizStepKey } from '@yardwise/domain/funnel/quiz';
import { answersFor, quizAnswerError, toggleQuizOption } from '@yardwise/domain/funnel/quizAnswers';
import { PrimaryButton } from '@web/features/funnel/StepLayout';
import type { DesignProfileState } from '@web/features/funnel/useDesignProfile';
import { QuizQuestionSection } from './QuizQuestionSection';

export interface NativeQuizFormProps {
  profile: Pick<DesignProfileState, 'questions' | 'setAnswers'>;
  /** id of the page title that names the form. */
  labelledBy: string;
  buttonText: string;
  /** Called once every required question is answered. */
  onComplete(): void;
}

/**
 * The seven quiz questions on one page, for the typeform step when no embedded form is configured
 * or it cannot load. Answers are saved as on the quiz pages; the button moves on only once the
 * required questions are answered, and otherwise takes the visitor to the first one left.
 */
export function NativeQuizForm({
  profile,
  labelledBy,
  buttonText,
  onComplete,
}: NativeQuizFormProps) {
  const [tried, setTried] = useState(false);
  const headings = useRef(new Map<QuizStepKey, HTMLHeadingElement>());
  const errors = new Map(
    QUIZ_STEP_KEYS.map((key) => [
      key,
      quizAnswerError(QUIZ_QUESTIONS[key], answersFor(profile.questions, key)),
    ]),
  );

  const choose = (key: QuizStepKey, option: string) => {
    const question = QUIZ_QUESTIONS[key];
    const answers = answersFor(profile.questions, key);
    profile.setAnswers(key, option === '' ? [] : toggleQuizOption(question, answers, option));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const firstUnanswered = QUIZ_STEP_KEYS.find((key) => errors.get(key));
    if (!firstUnanswered) {
      onComplete();
      return;
    }
    // On a phone the question can be far above the button; focus brings it into view and reads it.
    headings.current.get(firstUnanswered)?.focus();
  };

  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={submit}>
      <Stack gap="10">
        {QUIZ_STEP_KEYS.map((key) => (
          <QuizQuestionSection
            key={key}
            question={QUIZ_QUESTIONS[key]}
            answers={answersFor(profile.questions, key)}
            error={tried ? (errors.get(key) ?? null) : null}
            onChoose={(option) => choose(key, option)}
            headingRef={(heading) => {
              if (heading) headings.current.set(key, heading);
              else headings.current.delete(key);
            }}
          />
        ))}
        <div>
          <PrimaryButton type="submit">{buttonText}</PrimaryButton>
        </div>
      </Stack>
    </form>
  );
}
