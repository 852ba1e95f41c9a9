import { NativeSelect } from '@chakra-ui/react';
import type { QuizOptionsProps } from './quizOptionProps';

// Decision: the empty first choice of the dropdown; choosing it clears the (optional) answer.
export const NO_CHOICE = 'Choose an option';

/** A dropdown quiz page (the budget): a native select named by the page title. */
export function DropdownOption({
  question,
  answers,
  onChoose,
  labelledBy,
  describedBy,
}: QuizOptionsProps) {
  return (
    <NativeSelect.Root size="xl">
      <NativeSelect.Field
        name={question.key}
        value={answers[0] ?? ''}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onChange={(event) => onChoose(event.target.value)}
      >
        <option value="">{NO_CHOICE}</option>
        {question.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
