import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Fieldset,
  RadioGroup,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { QuestionGroup } from '@web/ui/readOnlyAnswers';
import {
  STYLE_QUIZ_GOALS,
  STYLE_QUIZ_GOALS_QUESTION,
  STYLE_QUIZ_STYLE_QUESTION,
  STYLE_QUIZ_STYLES,
  type StyleQuizAnswers,
} from '@yardwise/domain/exterior/styleQuiz';
import { QUIZ_FINISH, QUIZ_FORM_LABEL } from '@web/features/exterior/exteriorCopy';
import { quizAnswerErrors } from './quizAnswerErrors';

export interface NativeStyleQuizProps {
  /** The answers given last time, when the client retakes the quiz. */
  initial?: { style: string; goals: readonly string[] };
  pending: boolean;
  onFinish(answers: StyleQuizAnswers): void;
}

/**
 * The style-and-goals quiz as a form of our own: one style, one or more goals. Each question says
 * what is missing once the client tries to finish; focus goes to the first one left.
 */
export function NativeStyleQuiz({ initial, pending, onFinish }: NativeStyleQuizProps) {
  const [style, setStyle] = useState(initial?.style ?? '');
  const [goals, setGoals] = useState<string[]>(() => [...(initial?.goals ?? [])]);
  const [tried, setTried] = useState(false);
  const styleLegendId = useId();
  const styleErrorId = useId();
  const goalsErrorId = useId();
  const styleGroup = useRef<HTMLFieldSetElement>(null);
  const goalsGroup = useRef<HTMLFieldSetElement>(null);
  const errors = quizAnswerErrors({ style, goals });
  const styleError = tried ? errors.style : null;
  const goalsError = tried ? errors.goals : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (errors.style) {
      styleGroup.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    if (errors.goals) {
      goalsGroup.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    // Sent in the quiz's order, whatever order they were ticked in.
    const ordered = STYLE_QUIZ_GOALS.filter((goal) => goals.includes(goal));
    onFinish({ style: style as StyleQuizAnswers['style'], goals: ordered });
  }

  return (
    <form noValidate aria-label={QUIZ_FORM_LABEL} onSubmit={submit}>
      <Stack gap="8">
        <QuestionGroup ref={styleGroup} invalid={styleError !== null}>
          <Fieldset.Legend id={styleLegendId} fontSize="md" fontWeight="semibold" mb="3">
            {STYLE_QUIZ_STYLE_QUESTION}
          </Fieldset.Legend>
          <RadioGroup.Root
            value={style}
            onValueChange={(details) => setStyle(details.value ?? '')}
            aria-labelledby={styleLegendId}
            aria-describedby={styleError ? styleErrorId : undefined}
          >
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {STYLE_QUIZ_STYLES.map((option) => (
                <RadioGroup.Item key={option} value={option} minH="11">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{option}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </SimpleGrid>
          </RadioGroup.Root>
          <Fieldset.ErrorText id={styleErrorId} role="alert">
            {styleError}
          </Fieldset.ErrorText>
        </QuestionGroup>

        <QuestionGroup ref={goalsGroup} invalid={goalsError !== null}>
          <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="3">
            {STYLE_QUIZ_GOALS_QUESTION}
          </Fieldset.Legend>
          <CheckboxGroup value={goals} onValueChange={setGoals}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {STYLE_QUIZ_GOALS.map((goal) => (
                <Checkbox.Root key={goal} value={goal} minH="11">
                  <Checkbox.HiddenInput aria-describedby={goalsError ? goalsErrorId : undefined} />
                  <Checkbox.Control />
                  <Checkbox.Label>{goal}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </CheckboxGroup>
          <Fieldset.ErrorText id={goalsErrorId} role="alert">
            {goalsError}
          </Fieldset.ErrorText>
        </QuestionGroup>

        <div>
          <Button type="submit" size="lg" minH="12" loading={pending}>
            {QUIZ_FINISH}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
