import { chakra, useSlotRecipe } from '@chakra-ui/react';

export interface StepProgressProps {
  step: number;
  total: number;
  /** "step x of n": the bar's name. */
  label: string;
}

/**
 * Chakra's small Progress bar drawn from its own recipe as plain elements: the same look and the
 * same progressbar semantics, without the state machine every onboarding page would download.
 */
export function StepProgress({ step, total, label }: StepProgressProps) {
  const styles = useSlotRecipe({ key: 'progress' })({ size: 'sm' });
  const percent = total > 0 ? (Math.min(Math.max(step, 0), total) / total) * 100 : 0;
  return (
    <chakra.div css={styles.root}>
      <chakra.div
        css={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={step}
      >
        <chakra.div css={styles.range} style={{ width: `${percent}%` }} />
      </chakra.div>
    </chakra.div>
  );
}
