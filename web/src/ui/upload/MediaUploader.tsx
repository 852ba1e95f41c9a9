import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { UPLOAD_ACCEPT } from '@yardwise/domain/forms/uploadAccept';
import { useAnswersReadOnly } from '@web/ui/readOnlyAnswers';
import { applyFileLimit, fileLimitState, leftOutMessage } from './fileLimit';
import { UploadItemRow } from './UploadItemRow';
import { CHOOSE_FILES, DROP_HINT, RETRY_FAILED_UPLOADS } from './uploadCopy';
import { isInFlight } from './uploadQueue';
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
  /**
   * At most this many files (such as 5 inspiration photos): extras beyond the room left are left
   * out, and at the limit the control is disabled with the file-limit message.
   */
  maxFiles?: number;
  /** Files of this control already uploaded, which count towards maxFiles. */
  uploadedCount?: number;
  /** Told whenever files start or stop uploading, e.g. to hold a send until they are recorded. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * An upload control: a "Choose files" button and a drop zone, then each file
 * with its progress and status, retry for failed files and the upload failure text.
 */
export function MediaUploader({
  label,
  disabled = false,
  disabledMessage,
  showFinished = true,
  maxFiles,
  uploadedCount = 0,
  onBusyChange,
  ...options
}: MediaUploaderProps) {
  const queue = useUploadQueue(options);
  useEffect(() => onBusyChange?.(queue.isBusy), [onBusyChange, queue.isBusy]);
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [leftOut, setLeftOut] = useState(0);
  const readOnly = useAnswersReadOnly();
  const failedCount = queue.items.filter((item) => item.status === 'failed').length;
  const listed = showFinished ? queue.items : queue.items.filter((item) => item.status !== 'done');
  const limit =
    maxFiles === undefined
      ? undefined
      : { maxFiles, used: uploadedCount + queue.items.filter(isInFlight).length };
  const limitState = limit ? fileLimitState(limit) : undefined;
  const isDisabled = disabled || limitState?.disabled === true || queue.unavailableReason !== null;
  const hint =
    queue.unavailableReason ??
    limitState?.message ??
    (disabled && disabledMessage ? disabledMessage : DROP_HINT);

  function take(files: File[]) {
    if (!limit) {
      queue.add(files);
      return;
    }
    const { toQueue, leftOut: count } = applyFileLimit(files, options.kind, limit);
    setLeftOut(count);
    queue.add(toQueue);
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!isDisabled) take(Array.from(event.dataTransfer.files));
  };

  // Read-only answers take no more files: the control goes, the files already uploaded stay listed
  // by the page.
  if (readOnly && queue.items.length === 0) return null;

  return (
    <Stack gap="3" role="group" aria-labelledby={labelId}>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'colorPalette.solid' : 'border'}
        borderRadius="md"
        padding={{ base: '4', md: '6' }}
        textAlign="center"
        // Disabled, the zone is greyed but its text keeps full contrast: it says why (the limit).
        bg={dragging || isDisabled ? 'bg.muted' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!isDisabled) setDragging(true);
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
          disabled={isDisabled}
          onChange={(event) => {
            take(Array.from(event.currentTarget.files ?? []));
            // Lets the same file be chosen again after it was removed from the list.
            event.currentTarget.value = '';
          }}
        />
        <Button
          disabled={isDisabled}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {CHOOSE_FILES}
        </Button>
        <Text id={hintId} fontSize="sm" color={isDisabled ? 'fg' : 'fg.muted'} marginTop="2">
          {hint}
        </Text>
      </Box>

      {limit && leftOut > 0 ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>{leftOutMessage(leftOut, limit.maxFiles)}</Alert.Description>
        </Alert.Root>
      ) : null}

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
