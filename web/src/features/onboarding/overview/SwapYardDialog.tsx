import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useOpenAfterMount } from '@web/ui/useOpenAfterMount';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import type { YardName } from '@yardwise/domain/firestore/documents';
import {
  SWAP_CONFIRM,
  SWAP_PROMPT_BODY,
  SWAP_PROMPT_TITLE,
  YARD_LABELS,
} from '@yardwise/domain/onboarding/messages';

export interface SwapYardDialogProps {
  /** The locked yard the client asked for; null keeps the dialog closed. */
  to: YardName | null;
  from: YardName;
  switching: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** Where focus goes on close, when not back to what had it when the dialog opened. */
  finalFocus?(): HTMLElement | null;
}

/** A locked yard opens this prompt; switching trades front for back. */
export function SwapYardDialog({
  to,
  from,
  switching,
  onConfirm,
  onCancel,
  finalFocus,
}: SwapYardDialogProps) {
  const words = {
    from: YARD_LABELS[from].toLowerCase(),
    to: to ? YARD_LABELS[to].toLowerCase() : '',
  };
  const shown = useOpenAfterMount(to !== null);
  return (
    <Dialog.Root
      open={shown}
      role="alertdialog"
      placement="center"
      finalFocusEl={finalFocus}
      onOpenChange={(details) => !details.open && onCancel()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{fillCopy(SWAP_PROMPT_TITLE, words)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{fillCopy(SWAP_PROMPT_BODY, words)}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button loading={switching} onClick={onConfirm}>
                {SWAP_CONFIRM}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
