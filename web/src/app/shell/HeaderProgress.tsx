import { Box } from '@chakra-ui/react';

/** The progress header has 5 pages, numbered 0-4. */
export const PROGRESS_PAGES = 5;

/**
 * The funnel progress bar; page 0 is the first of five. A plain progressbar rather than Chakra's
 * Progress, whose state machine would add to every funnel page's download.
 */
export function HeaderProgress({ page }: { page: number }) {
  const step = Math.min(Math.max(Math.round(page), 0), PROGRESS_PAGES - 1) + 1;
  return (
    <Box
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={PROGRESS_PAGES}
      aria-valuenow={step}
      aria-label={`Step ${step} of ${PROGRESS_PAGES}`}
      aria-valuetext={`Step ${step} of ${PROGRESS_PAGES}`}
      h="1"
      bg="bg.muted"
    >
      <Box h="full" bg="colorPalette.solid" width={`${(step / PROGRESS_PAGES) * 100}%`} />
    </Box>
  );
}
