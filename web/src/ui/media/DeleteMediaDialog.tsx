import { Text } from '@chakra-ui/react';
import { DELETE_MEDIA_CONFIRM } from '@yardwise/domain/forms/messages';
import { ConfirmDialog } from '../ConfirmDialog';

// Decision: the spec gives only the question; this is the confirming button's word.
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

/** onboarding §4: deleting media asks for confirmation first, naming the file. */
export function DeleteMediaDialog({ fileName, deleting, ...actions }: DeleteMediaDialogProps) {
  return (
    <ConfirmDialog
      open={fileName !== null}
      title={DELETE_MEDIA_CONFIRM}
      description={<Text wordBreak="break-all">{fileName}</Text>}
      confirmLabel={CONFIRM_DELETE}
      busy={deleting}
      {...actions}
    />
  );
}
