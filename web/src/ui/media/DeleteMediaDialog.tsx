import { useRef } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { DELETE_MEDIA_CONFIRM } from '@yardwise/domain/forms/messages';

// Decision: the spec gives only the question; these are the buttons' words.
const CANCEL = 'Cancel';
const CONFIRM_DELETE = 'Delete';

export interface DeleteMediaDialogProps {
  /** The file being deleted; null when the dialog is closed. */
  fileName: string | null;
  deleting: boolean;
  onCancel(): void;
  onConfirm(): void;
  /** Where focus goes when the dialog closes (the Delete button, or the grid once it is gone). */
  finalFocus(): HTMLElement | null;
}

/**
 * onboarding §4: deleting media asks for confirmation first. An alert dialog that starts on
 * Cancel, so a stray Enter keeps the file.
 */
export function DeleteMediaDialog(props: DeleteMediaDialogProps) {
  const { fileName, deleting, onCancel, onConfirm, finalFocus } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={fileName !== null}
      onOpenChange={(details) => {
        if (!details.open && !deleting) onCancel();
      }}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{DELETE_MEDIA_CONFIRM}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text wordBreak="break-all">{fileName}</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button
                ref={cancelRef}
                variant="outline"
                minH="11"
                onClick={onCancel}
                disabled={deleting}
              >
                {CANCEL}
              </Button>
              <Button colorPalette="red" minH="11" loading={deleting} onClick={onConfirm}>
                {CONFIRM_DELETE}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
