import { Button, type ButtonProps } from '@chakra-ui/react';
import { sidebarStepStyle } from './sidebarStepStyle';

export interface LockedStepButtonProps extends ButtonProps {
  label: string;
  /** The hidden text giving the reason the step is locked. */
  reasonId: string;
}

/**
 * A locked step's control: not a link, but still focusable so keyboard users
 * reach its tooltip; screen readers get the reason as its description. Other props (the
 * tooltip trigger's) go to the button, under these.
 */
export function LockedStepButton({ label, reasonId, ...rest }: LockedStepButtonProps) {
  return (
    <Button
      {...rest}
      variant="plain"
      aria-disabled="true"
      // The reason stays the description, also while the tooltip is open.
      aria-describedby={reasonId}
      {...sidebarStepStyle}
      h="auto"
      justifyContent="flex-start"
      color="fg.muted"
      cursor="not-allowed"
    >
      {label}
    </Button>
  );
}
