import { NativeSelect } from '@chakra-ui/react';
import { QUIZ_FOCUS_RING, QUIZ_TILE_STYLE, quizTileColors } from './QuizOptionTile';
import type { QuizOptionsProps } from './quizOptionProps';

// Decision: the empty first choice of the dropdown; choosing it clears the (optional) answer.
export const NO_CHOICE = 'Choose an option';

/** A dropdown quiz page (the budget): a native select named by the page title, in the quiz tile. */
export function DropdownOption({
  question,
  answers,
  onChoose,
  labelledBy,
  describedBy,
}: QuizOptionsProps) {
  const chosen = Boolean(answers[0]);
  return (
    <NativeSelect.Root size="xl">
      <NativeSelect.Field
        name={question.key}
        value={answers[0] ?? ''}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onChange={(event) => onChoose(event.target.value)}
        cursor="pointer"
        {...QUIZ_TILE_STYLE}
        {...quizTileColors(chosen)}
        // Room for the arrow at the end.
        pe="10"
        _focusVisible={QUIZ_FOCUS_RING}
      >
        <option value="">{NO_CHOICE}</option>
        {question.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator color="brand.fg" />
    </NativeSelect.Root>
  );
}
