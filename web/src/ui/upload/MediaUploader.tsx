import { useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { UPLOAD_ACCEPT } from '@yardwise/domain/forms/uploadAccept';
import { UploadItemRow } from './UploadItemRow';
import { CHOOSE_FILES, DROP_HINT, RETRY_FAILED_UPLOADS } from './uploadCopy';
import { useUploadQueue, type UploadQueueOptions } from './useUploadQueue';

export interface MediaUploaderProps extends UploadQueueOptions {
  /** What the control adds, e.g. "Add wide-angle photos"; names the control for screen readers. */
  label: string;
  /** No more files are taken, e.g. at the inspiration photo limit. */
  disabled?: boolean;
  /** Why, shown in place of the drop hint while disabled. */
  disabledMessage?: string;
  /**
   * Whether uploaded files stay in the list as "Uploaded"; pages that show the uploaded media
   * beside the control turn this off so no file appears twice.
   */
  showFinished?: boolean;
}

/**
 * An upload control (onboarding §4, §5): a "Choose files" button and a drop zone, then each file
 * with its progress and status, retry for failed files and the upload failure text.
 */
export function MediaUploader({
  label,
  disabled = false,
  disabledMessage,
  showFinished = true,
  ...options
}: MediaUploaderProps) {
  const queue = useUploadQueue(options);
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [dragging, setDragging] = useState(false);
  const failedCount = queue.items.filter((item) => item.status === 'failed').length;
  const listed = showFinished ? queue.items : queue.items.filter((item) => item.status !== 'done');

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) queue.add(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack gap="3" role="group" aria-labelledby={labelId}>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'colorPalette.solid' : 'border'}
        borderRadius="md"
        padding={{ base: '4', md: '6' }}
        textAlign="center"
        bg={dragging ? 'bg.muted' : undefined}
        opacity={disabled ? 0.6 : 1}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Text id={labelId} fontWeight="semibold" marginBottom="2">
          {label}
        </Text>
        {/* The button is the control people use; the input only opens the browser's file picker. */}
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={UPLOAD_ACCEPT[options.kind]}
          aria-label={label}
          disabled={disabled}
          onChange={(event) => {
            queue.add(Array.from(event.currentTarget.files ?? []));
            // Lets the same file be chosen again after it was removed from the list.
            event.currentTarget.value = '';
          }}
        />
        <Button disabled={disabled} onClick={() => input.current?.click()}>
          {CHOOSE_FILES}
        </Button>
        <Text fontSize="sm" color="fg.muted" marginTop="2">
          {disabled && disabledMessage ? disabledMessage : DROP_HINT}
        </Text>
      </Box>

      {queue.failedMessage ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{queue.failedMessage}</Alert.Description>
        </Alert.Root>
      ) : null}
      {failedCount > 1 ? (
        <Button size="sm" alignSelf="flex-start" onClick={queue.retryFailed}>
          {RETRY_FAILED_UPLOADS}
        </Button>
      ) : null}

      {listed.length > 0 ? (
        <Stack as="ul" gap="2" margin="0" padding="0">
          {listed.map((item) => (
            <UploadItemRow
              key={item.id}
              item={item}
              onRetry={queue.retry}
              onDismiss={queue.dismiss}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
