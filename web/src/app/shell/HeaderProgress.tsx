import { Progress } from '@chakra-ui/react';

/** funnel §9: the progress header has 5 pages, numbered 0-4. */
export const PROGRESS_PAGES = 5;

/** The funnel progress bar; page 0 is the first of five. */
export function HeaderProgress({ page }: { page: number }) {
  const step = Math.min(Math.max(Math.round(page), 0), PROGRESS_PAGES - 1) + 1;
  return (
    <Progress.Root
      value={step}
      max={PROGRESS_PAGES}
      size="xs"
      translations={{ value: ({ value, max }) => `Step ${value ?? step} of ${max}` }}
    >
      <Progress.Track borderRadius="0">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
