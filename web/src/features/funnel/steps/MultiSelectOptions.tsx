import { Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { QuizOptionsProps } from './quizOptionProps';

function ToggleGrid({
  options,
  answers,
  onChoose,
}: {
  options: readonly string[];
  answers: readonly string[];
  onChoose(option: string): void;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      {options.map((option) => {
        const chosen = answers.includes(option);
        return (
          <Button
            key={option}
            type="button"
            size="xl"
            minH="14"
            whiteSpace="normal"
            variant={chosen ? 'solid' : 'outline'}
            aria-pressed={chosen}
            onClick={() => onChoose(option)}
          >
            {option}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}

/** A multi-select quiz page: toggle buttons (aria-pressed); the wish list in its two groups. */
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
        <ToggleGrid options={question.options} answers={answers} onChoose={onChoose} />
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
          <ToggleGrid options={group.options} answers={answers} onChoose={onChoose} />
        </Stack>
      ))}
    </Stack>
  );
}
