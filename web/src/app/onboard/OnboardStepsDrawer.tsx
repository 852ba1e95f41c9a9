import type { ReactNode, RefObject } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';

export interface OnboardStepsDrawerProps {
  open: boolean;
  onClose(): void;
  /** Where focus goes back to once the drawer closes. */
  stepsButton: RefObject<HTMLButtonElement | null>;
  title: string;
  children: ReactNode;
}

/**
 * The phone's drawer of onboarding steps, loaded the first time the Steps button opens it (focus
 * is trapped inside, then returned to the Steps button).
 */
export default function OnboardStepsDrawer({
  open,
  onClose,
  stepsButton,
  title,
  children,
}: OnboardStepsDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      finalFocusEl={() => stepsButton.current}
      placement="start"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close steps" size="md" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
