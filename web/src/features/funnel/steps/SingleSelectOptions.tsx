import { Box, chakra, Stack } from '@chakra-ui/react';
import type { QuizOptionsProps } from './quizOptionProps';

const RadioInput = chakra('input');

/**
 * A single-select quiz page: a native radio group (arrow keys move between options), each option a
 * large card-like label.
 */
export function SingleSelectOptions({
  question,
  answers,
  onChoose,
  labelledBy,
  describedBy,
}: QuizOptionsProps) {
  return (
    <Stack gap="3" role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {question.options.map((option) => {
        const chosen = answers.includes(option);
        return (
          <Box
            as="label"
            key={option}
            display="flex"
            alignItems="center"
            gap="3"
            minH="14"
            px="4"
            py="3"
            borderWidth="2px"
            borderRadius="md"
            borderColor={chosen ? 'brand.solid' : 'border'}
            bg={chosen ? 'brand.50' : 'bg'}
            fontWeight="semibold"
            cursor="pointer"
            _focusWithin={{
              outline: '2px solid',
              outlineColor: 'brand.focusRing',
              outlineOffset: '2px',
            }}
          >
            <RadioInput
              type="radio"
              name={question.key}
              value={option}
              checked={chosen}
              onChange={() => onChoose(option)}
              width="5"
              height="5"
              accentColor="var(--chakra-colors-brand-700)"
            />
            {option}
          </Box>
        );
      })}
    </Stack>
  );
}
