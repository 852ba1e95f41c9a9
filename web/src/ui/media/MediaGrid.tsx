import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import type { DerivedImageName } from '@yardwise/domain/onboarding/mediaProcessing';
import { MEDIA_FILE_NOT_REMOVED } from '@yardwise/domain/onboarding/messages';
import { toCommandFailure } from '@web/data/commandFailure';
import { useDataLayer } from '@web/data/DataLayerContext';
import { clearCommentDraft } from './commentDrafts';
import { DeleteMediaDialog } from './DeleteMediaDialog';
import { MediaPreview } from './MediaPreview';

const DELETE = 'Delete';

/**
 * Why a delete failed, in words for the client. 'unavailable' is the server unreachable or the
 * file not removable just now; either way the file is still there and a later try can work.
 */
function deleteFailureMessage(error: unknown): string {
  const failure = toCommandFailure(error);
  return failure.code === 'unavailable' ? MEDIA_FILE_NOT_REMOVED : failure.message;
}

export interface MediaGridProps {
  media: readonly WithId<MediaDoc>[];
  /** The list's accessible name, e.g. "Photos of what to keep"; the heading above may do instead. */
  label?: string;
  /** Review pages show the media without a Delete button. */
  readOnly?: boolean;
  /** Photos as their small thumbnail (the default) or their display-size image (the review). */
  imageSize?: DerivedImageName;
  /** Shown under each file, e.g. its comment field. */
  renderDetails?: (media: WithId<MediaDoc>) => ReactNode;
  /** Called once a file is deleted, for a page that keeps its own list rather than a live read. */
  onDeleted?: (media: WithId<MediaDoc>) => void;
}

/**
 * The client's photos and videos as cards: one column on a phone, as many as fit on wider
 * screens (the grid sits beside the sidebar, so it adapts to its own width, not the window's).
 * Nothing is drawn for an empty list; the page says what is missing.
 */
export function MediaGrid({
  media,
  label,
  readOnly = false,
  imageSize = 'thumbnail',
  renderDetails,
  onDeleted,
}: MediaGridProps) {
  const { commands } = useDataLayer();
  const [confirming, setConfirming] = useState<WithId<MediaDoc> | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // Typed as Grid's own element; it is rendered as a list.
  const listRef = useRef<HTMLDivElement>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  // Remembered apart from `confirming`, which is already cleared when the dialog hands focus back.
  const askedFor = useRef<string | null>(null);

  async function deleteConfirmed(file: WithId<MediaDoc>) {
    setDeleting(true);
    setDeleteError(null);
    try {
      await commands.call('deleteMedia', { mediaId: file.id });
      closeDeleted(file);
    } catch (error) {
      // Already gone (deleted before an answer was lost, or elsewhere): what the client asked for.
      if (toCommandFailure(error).code === 'not-found') closeDeleted(file);
      // Otherwise the file stays, and the dialog stays open with why, so Delete can be tried again.
      else setDeleteError(deleteFailureMessage(error));
    } finally {
      setDeleting(false);
    }
  }

  function closeDeleted(file: WithId<MediaDoc>) {
    // A comment left unsaved on a deleted photo has nowhere to go.
    clearCommentDraft(file.id);
    setConfirming(null);
    onDeleted?.(file);
  }

  function askToDelete(file: WithId<MediaDoc>) {
    askedFor.current = file.id;
    setDeleteError(null);
    setConfirming(file);
  }

  function cancelDelete() {
    setConfirming(null);
    setDeleteError(null);
  }

  function finalFocus(): HTMLElement | null {
    const button = askedFor.current ? deleteButtons.current.get(askedFor.current) : undefined;
    return button?.isConnected ? button : listRef.current;
  }

  return (
    <>
      {media.length === 0 ? null : (
        <Grid
          as="ul"
          ref={listRef}
          tabIndex={-1}
          aria-label={label}
          listStyleType="none"
          templateColumns="repeat(auto-fill, minmax(min(100%, 14rem), 1fr))"
          gap="4"
        >
          {media.map((file) => (
            <Box as="li" key={file.id} borderWidth="1px" borderRadius="md" overflow="hidden">
              <MediaPreview media={file} size={imageSize} />
              <Stack gap="2" p="3">
                <Text fontSize="sm" fontWeight="medium" wordBreak="break-all">
                  {file.originalFileName}
                </Text>
                {renderDetails?.(file)}
                {readOnly ? null : (
                  <Button
                    ref={(element) => {
                      if (element) deleteButtons.current.set(file.id, element);
                      else deleteButtons.current.delete(file.id);
                    }}
                    aria-label={`${DELETE} ${file.originalFileName}`}
                    variant="outline"
                    colorPalette="red"
                    size="sm"
                    minH="11"
                    alignSelf="flex-start"
                    onClick={() => askToDelete(file)}
                  >
                    {DELETE}
                  </Button>
                )}
              </Stack>
            </Box>
          ))}
        </Grid>
      )}
      {readOnly ? null : (
        <DeleteMediaDialog
          fileName={confirming?.originalFileName ?? null}
          deleting={deleting}
          error={deleteError}
          onCancel={cancelDelete}
          onConfirm={() => confirming && void deleteConfirmed(confirming)}
          finalFocus={finalFocus}
        />
      )}
    </>
  );
}
