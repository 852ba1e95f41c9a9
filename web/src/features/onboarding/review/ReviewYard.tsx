import { useId } from 'react';
import { Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { MediaDoc, YardName } from '@yardwise/domain/firestore/documents';
import { yardMediaVariant, type YardMediaKind } from '@yardwise/domain/onboarding/media';
import { YARD_LABELS } from '@yardwise/domain/onboarding/messages';
import { yardPagePath, type YardPage } from '@yardwise/domain/routes/paths';
import { MediaGrid } from '@web/ui/media/MediaGrid';

// Decision (our own wording): the words around what each review page lists.
export const NOTHING_UPLOADED = 'Nothing uploaded yet.';
const NONE_YET = 'None yet.';
const CHANGE = 'Change';
const COMMENT_LABEL = 'Comment:';
const NO_COMMENT = 'No comment yet.';

export interface ReviewList {
  kind: YardMediaKind;
  heading: string;
}

export interface ReviewYardProps {
  yard: YardName;
  /** The client's media of every yard; this yard's are picked by variant. */
  media: readonly WithId<MediaDoc>[];
  lists: readonly ReviewList[];
  /** The yard page the Change link goes back to. */
  changePage: YardPage;
  /** Keep and remove photos show their comments. */
  showComments?: boolean;
}

function CommentText({ description }: { description: string }) {
  const comment = description.trim();
  return (
    <Text fontSize="sm">
      <Text as="span" fontWeight="semibold">
        {COMMENT_LABEL}{' '}
      </Text>
      <Text as="span" color={comment ? undefined : 'fg.muted'}>
        {comment || NO_COMMENT}
      </Text>
    </Text>
  );
}

/** One yard on a review page: its lists of media, read only, with a link back to change them. */
export function ReviewYard({ yard, media, lists, changePage, showComments }: ReviewYardProps) {
  const headingId = useId();
  const label = YARD_LABELS[yard];
  const listed = lists.map((list) => ({
    ...list,
    files: media.filter((file) => file.variant === yardMediaVariant(yard, list.kind)),
  }));
  const nothing = listed.every((list) => list.files.length === 0);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" borderTopWidth="1px" pt="6">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" id={headingId} size="xl">
          {label}
        </Heading>
        <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
          <RouterLink to={yardPagePath(yard, changePage)} aria-label={`${CHANGE} ${label}`}>
            {CHANGE}
          </RouterLink>
        </Link>
      </Flex>
      {nothing ? (
        <Text color="fg.muted">{NOTHING_UPLOADED}</Text>
      ) : (
        listed.map((list) => (
          <Stack key={list.kind} gap="3">
            <Heading as="h3" size="md">
              {list.heading}
            </Heading>
            {list.files.length === 0 ? <Text color="fg.muted">{NONE_YET}</Text> : null}
            <MediaGrid
              media={list.files}
              label={`${label}: ${list.heading}`}
              readOnly
              imageSize="display"
              renderDetails={
                showComments ? (file) => <CommentText description={file.description} /> : undefined
              }
            />
          </Stack>
        ))
      )}
    </Stack>
  );
}
