import { useId } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { MediaDoc, YardName } from '@yardwise/domain/firestore/documents';
import { yardMediaVariant } from '@yardwise/domain/onboarding/media';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { MediaUploader } from '@web/ui/upload/MediaUploader';
import { MediaCommentField } from '@web/ui/media/MediaCommentField';
import { MediaGrid } from '@web/ui/media/MediaGrid';

// Decision (our own wording): the words of the two lists.
export const KEEP_REMOVE_SECTIONS = {
  keep: {
    heading: 'What to keep',
    uploadLabel: 'Add photos of what to keep',
    listLabel: 'Photos of what to keep',
    empty: 'No photos of what to keep yet.',
  },
  remove: {
    heading: 'What to remove',
    uploadLabel: 'Add photos of what to remove',
    listLabel: 'Photos of what to remove',
    empty: 'No photos of what to remove yet.',
  },
} as const;

export interface KeepRemoveSectionProps {
  yard: YardName;
  kind: 'keep' | 'remove';
  /** This list's photos; undefined while they load. */
  media: readonly WithId<MediaDoc>[] | undefined;
}

/** One list of the keep/remove page: its upload control and its photos, each with a comment. */
export function KeepRemoveSection({ yard, kind, media }: KeepRemoveSectionProps) {
  const { uid } = useOnboard();
  const headingId = useId();
  const words = KEEP_REMOVE_SECTIONS[kind];
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="lg">
        {words.heading}
      </Heading>
      <MediaUploader
        label={words.uploadLabel}
        showFinished={false}
        uid={uid}
        variant={yardMediaVariant(yard, kind)}
        tag="property"
        kind="photos"
      />
      {media && media.length === 0 ? <Text color="fg.muted">{words.empty}</Text> : null}
      <MediaGrid
        media={media ?? []}
        label={words.listLabel}
        renderDetails={(photo) => <MediaCommentField media={photo} />}
      />
    </Stack>
  );
}
