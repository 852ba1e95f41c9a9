import { useRef } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { CANCEL, REMOVE_CONFIRM, REMOVE_CONFIRM_BODY, REMOVE_CONFIRM_TITLE } from './itemCopy';

/** Removing an item asks first; the dialog starts on Cancel so a stray Enter keeps the item. */
export function RemoveItemDialog({
  itemName,
  open,
  removing,
  onCancel,
  onConfirm,
}: {
  itemName: string;
  open: boolean;
  removing: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(details) => {
        if (!details.open && !removing) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{fillCopy(REMOVE_CONFIRM_TITLE, { item: itemName })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{REMOVE_CONFIRM_BODY}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button
                ref={cancelRef}
                variant="outline"
                minH="11"
                disabled={removing}
                onClick={onCancel}
              >
                {CANCEL}
              </Button>
              <Button colorPalette="red" minH="11" loading={removing} onClick={onConfirm}>
                {REMOVE_CONFIRM}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
