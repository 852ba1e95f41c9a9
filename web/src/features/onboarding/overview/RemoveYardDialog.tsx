import { Stack, Text } from '@chakra-ui/react';
import type { Confirmation } from '@yardwise/domain/onboarding/confirmations';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { useOpenAfterMount } from '@web/ui/useOpenAfterMount';

export interface RemoveYardDialogProps {
  open: boolean;
  /** The question for the yard being removed; it stays while the dialog closes. */
  confirmation: Confirmation | null;
  removing: boolean;
  onCancel(): void;
  onConfirm(): void;
  finalFocus(): HTMLElement | null;
}

/** Remove yard asks first and says what the client loses (removeYardConfirmation). */
export function RemoveYardDialog({
  open: asked,
  confirmation,
  removing,
  onCancel,
  onConfirm,
  finalFocus,
}: RemoveYardDialogProps) {
  // Loaded on the first Remove yard, so it opens a frame later to run its usual opening.
  const open = useOpenAfterMount(asked && confirmation !== null);
  return (
    <ConfirmDialog
      open={open}
      title={confirmation?.title ?? ''}
      description={
        <Stack gap="3">
          {confirmation?.description.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      }
      confirmLabel={confirmation?.confirmLabel ?? ''}
      cancelLabel={confirmation?.cancelLabel}
      busy={removing}
      onCancel={onCancel}
      onConfirm={onConfirm}
      finalFocus={finalFocus}
    />
  );
}
