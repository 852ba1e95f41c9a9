import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { RESET_CONFIRMATION } from '@yardwise/domain/onboarding/confirmations';
import { useDataLayer } from '@web/data/DataLayerContext';
import { toCommandFailure } from '@web/data/commandFailure';
import { reportError } from '@web/data/errorReporting';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { useOpenAfterMount } from '@web/ui/useOpenAfterMount';

export interface ResetOnboardingDialogProps {
  open: boolean;
  onClose(): void;
  finalFocus(): HTMLElement | null;
}

/**
 * Reset (test hosts only) asks first and says what it clears; confirmed, it resets and opens the
 * choose-yards route. A failed reset stays open and says why.
 */
export function ResetOnboardingDialog({ open, onClose, finalFocus }: ResetOnboardingDialogProps) {
  const navigate = useNavigate();
  const { commands } = useDataLayer();
  const [resetting, setResetting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Loaded on the first Reset, so it opens a frame later to run its usual opening.
  const shown = useOpenAfterMount(open);
  const words = RESET_CONFIRMATION;

  async function confirm() {
    setResetting(true);
    setFailure(null);
    try {
      const result = await commands.call('resetOnboarding', {});
      onClose();
      navigate(result.redirectTo);
    } catch (error) {
      reportError(error, { where: 'Resetting onboarding failed' });
      setFailure(toCommandFailure(error).message);
    } finally {
      setResetting(false);
    }
  }

  return (
    <ConfirmDialog
      open={shown}
      title={words.title}
      description={
        <Stack gap="3">
          {words.description.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {failure ? (
            <Text role="alert" color="fg.error">
              {failure}
            </Text>
          ) : null}
        </Stack>
      }
      confirmLabel={words.confirmLabel}
      cancelLabel={words.cancelLabel}
      busy={resetting}
      finalFocus={finalFocus}
      onCancel={() => {
        setFailure(null);
        onClose();
      }}
      onConfirm={() => void confirm()}
    />
  );
}
