import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { CANCEL, REMOVE_CONFIRM, REMOVE_CONFIRM_BODY, REMOVE_CONFIRM_TITLE } from './itemCopy';

/** Removing an item from the wish list asks first. */
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
  return (
    <ConfirmDialog
      open={open}
      title={fillCopy(REMOVE_CONFIRM_TITLE, { item: itemName })}
      description={REMOVE_CONFIRM_BODY}
      confirmLabel={REMOVE_CONFIRM}
      cancelLabel={CANCEL}
      busy={removing}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
