import { Box, Button, Flex, Progress, Text } from '@chakra-ui/react';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { HEIC_NOT_SUPPORTED } from '@yardwise/domain/forms/messages';
import { useHeicNotDisplayable } from './heicDisplay';
import {
  PROGRESS_LABEL,
  REMOVE_FILE_FROM_LIST,
  REMOVE_FROM_LIST,
  RETRY,
  RETRY_FILE,
  STATUS_FAILED,
  STATUS_SAVING,
  STATUS_UPLOADED,
  STATUS_UPLOADING,
  STATUS_WAITING,
} from './uploadCopy';
import type { UploadItem, UploadStatus } from './uploadQueue';

const STATUS_TEXT: Record<Exclude<UploadStatus, 'refused'>, string> = {
  queued: STATUS_WAITING,
  uploading: STATUS_UPLOADING,
  recording: STATUS_SAVING,
  done: STATUS_UPLOADED,
  failed: STATUS_FAILED,
};

const SHOWS_PROGRESS: readonly UploadStatus[] = ['queued', 'uploading', 'recording'];

export interface UploadItemRowProps {
  item: UploadItem;
  onRetry(id: string): void;
  onDismiss(id: string): void;
}

/** One chosen file: its name, progress, where it is, and what can be done about a failure. */
export function UploadItemRow({ item, onRetry, onDismiss }: UploadItemRowProps) {
  const heicNotDisplayable = useHeicNotDisplayable(item.file);
  const percent = Math.round(item.progress * 100);
  const problem = item.status === 'failed' || item.status === 'refused';
  const statusText = item.status === 'refused' ? item.message : STATUS_TEXT[item.status];
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" padding="3">
      <Flex gap="2" alignItems="baseline" justifyContent="space-between" flexWrap="wrap">
        <Text fontWeight="medium" wordBreak="break-all" minWidth="0">
          {item.name}
        </Text>
        <Text
          fontSize="sm"
          aria-live="polite"
          color={problem ? 'fg.error' : item.status === 'done' ? 'fg.success' : 'fg.muted'}
        >
          {statusText}
        </Text>
      </Flex>
      {SHOWS_PROGRESS.includes(item.status) ? (
        <Progress.Root value={percent} size="sm" marginTop="2">
          <Progress.Track
            aria-label={fillCopy(PROGRESS_LABEL, { name: item.name })}
            aria-valuetext={`${percent}%`}
          >
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      {item.status === 'failed' && item.message ? (
        <Text fontSize="sm" color="fg.error" marginTop="1">
          {item.message}
        </Text>
      ) : null}
      {heicNotDisplayable ? (
        <Text fontSize="sm" color="fg.muted" marginTop="1">
          {HEIC_NOT_SUPPORTED}
        </Text>
      ) : null}
      {problem ? (
        <Flex gap="2" marginTop="2" flexWrap="wrap">
          {item.status === 'failed' ? (
            <Button
              size="sm"
              aria-label={fillCopy(RETRY_FILE, { name: item.name })}
              onClick={() => onRetry(item.id)}
            >
              {RETRY}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            aria-label={fillCopy(REMOVE_FILE_FROM_LIST, { name: item.name })}
            onClick={() => onDismiss(item.id)}
          >
            {REMOVE_FROM_LIST}
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
}
