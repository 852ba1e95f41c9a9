import { Alert, Stack, Text } from '@chakra-ui/react';
import { DELETE_MEDIA_CONFIRM, MEDIA_DELETE_FAILED } from '@yardwise/domain/forms/messages';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';

// Decision (our own wording): the confirming button's word; the question is required wording.
const CONFIRM_DELETE = 'Delete';

export interface DeleteMediaDialogProps {
  /** The file being deleted; null when the dialog is closed. */
  fileName: string | null;
  deleting: boolean;
  /** Why the last try failed; the dialog stays open so Delete can be tried again. */
  error?: string | null;
  onCancel(): void;
  onConfirm(): void;
  /** Where focus goes when the dialog closes (the Delete button, or the grid once it is gone). */
  finalFocus(): HTMLElement | null;
}

/**
 * Deleting media asks for confirmation first, naming the file. A failed delete
 * is said here, with why, and the file stays.
 */
export function DeleteMediaDialog({
  fileName,
  deleting,
  error = null,
  ...actions
}: DeleteMediaDialogProps) {
  return (
    <ConfirmDialog
      open={fileName !== null}
      title={DELETE_MEDIA_CONFIRM}
      description={
        <Stack gap="3">
          <Text wordBreak="break-all">{fileName}</Text>
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{MEDIA_DELETE_FAILED}</Alert.Title>
                <Alert.Description>{error}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
        </Stack>
      }
      confirmLabel={CONFIRM_DELETE}
      busy={deleting}
      {...actions}
    />
  );
}
