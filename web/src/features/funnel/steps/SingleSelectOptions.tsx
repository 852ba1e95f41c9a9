import { SimpleGrid } from '@chakra-ui/react';
import { QuizOptionTile } from './QuizOptionTile';
import type { QuizOptionsProps } from './quizOptionProps';

/**
 * A single-select quiz page: a native radio group (arrow keys move between options) of the tiles
 * every quiz page shares.
 */
export function SingleSelectOptions({
  question,
  answers,
  onChoose,
  labelledBy,
  describedBy,
}: QuizOptionsProps) {
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2 }}
      gap="3"
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {question.options.map((option) => (
        <QuizOptionTile
          key={option}
          type="radio"
          name={question.key}
          option={option}
          chosen={answers.includes(option)}
          onChoose={onChoose}
        />
      ))}
    </SimpleGrid>
  );
}
