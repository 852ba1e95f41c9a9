import { Button, Dialog, Portal } from '@chakra-ui/react';
import { TWO_PROJECTS_DIALOG } from '@yardwise/domain/account/messages';

export interface TwoProjectsDialogProps {
  open: boolean;
  loggingOut: boolean;
  onConfirm(): void;
}

/**
 * 'Thanks for coming back!' for a login whose account already has a project.
 * Decision: an alert dialog that only closes with 'Okay, log me out' (no close button, Escape or
 * outside click), since going on would start a second project under the same email.
 */
export function TwoProjectsDialog({ open, loggingOut, onConfirm }: TwoProjectsDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{TWO_PROJECTS_DIALOG.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{TWO_PROJECTS_DIALOG.body}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="lg" minH="12" loading={loggingOut} onClick={onConfirm}>
                {TWO_PROJECTS_DIALOG.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
