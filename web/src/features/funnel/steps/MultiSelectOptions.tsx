import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { QuizOptionTile } from './QuizOptionTile';
import type { QuizOptionsProps } from './quizOptionProps';

function CheckboxGrid({
  name,
  options,
  answers,
  onChoose,
}: {
  name: string;
  options: readonly string[];
  answers: readonly string[];
  onChoose(option: string): void;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      {options.map((option) => (
        <QuizOptionTile
          key={option}
          type="checkbox"
          name={name}
          option={option}
          chosen={answers.includes(option)}
          onChoose={onChoose}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * A multi-select quiz page: a group of native checkboxes in the tiles every quiz page shares; the
 * wish list in its two groups.
 */
export function MultiSelectOptions({
  question,
  answers,
  onChoose,
  labelledBy,
  describedBy,
  groupHeadingAs = 'h2',
}: QuizOptionsProps) {
  if (!question.groups) {
    return (
      <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
        <CheckboxGrid
          name={question.key}
          options={question.options}
          answers={answers}
          onChoose={onChoose}
        />
      </div>
    );
  }
  return (
    <Stack gap="6" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {question.groups.map((group) => (
        <Stack
          key={group.key}
          gap="3"
          role="group"
          aria-labelledby={`${question.key}-${group.key}`}
        >
          <Heading as={groupHeadingAs} size="lg" id={`${question.key}-${group.key}`}>
            {group.label}
          </Heading>
          <CheckboxGrid
            name={question.key}
            options={group.options}
            answers={answers}
            onChoose={onChoose}
          />
        </Stack>
      ))}
    </Stack>
  );
}
