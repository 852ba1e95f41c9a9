import { useState } from 'react';
import { AspectRatio, Flex, Image, Link, Spinner, Text } from '@chakra-ui/react';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import { photoView, type DerivedImageName } from '@yardwise/domain/onboarding/mediaProcessing';
import { useDataLayer } from '@web/data/DataLayerContext';
import {
  PHOTO_CONVERTED_IN_REAL_APP,
  PHOTO_FAILED,
  PHOTO_NOT_LOADED,
  PHOTO_PREPARING,
} from './mediaCopy';

/** Videos (slow-pan and chatty ones) are recognised by their stored content type. */
export function isVideoMedia(media: Pick<MediaDoc, 'fileType'>): boolean {
  return media.fileType.startsWith('video/');
}

export interface MediaPreviewProps {
  media: MediaDoc;
  /** Grids show the small thumbnail; the review shows the display-size image. */
  size?: DerivedImageName;
}

/** A card's picture area with words instead of a picture; `busy` while it may still change. */
function PhotoNote({ text, busy, tone }: { text: string; busy?: boolean; tone?: 'error' }) {
  return (
    <AspectRatio ratio={4 / 3} bg="bg.muted">
      <Flex
        direction="column"
        align="center"
        justify="center"
        gap="2"
        p="4"
        textAlign="center"
        role={busy ? 'status' : undefined}
      >
        {busy ? <Spinner size="sm" color="fg.muted" aria-hidden="true" /> : null}
        <Text fontSize="sm" color={tone === 'error' ? 'fg.error' : 'fg.muted'}>
          {text}
        </Text>
      </Flex>
    </AspectRatio>
  );
}

/**
 * A photo's picture: its thumbnail in grids and its display image in the review, both made by the
 * function that converts uploads. Never a broken image: while they are made, if they could not
 * be, or if the picture does not load, the card says so in words.
 */
function PhotoPicture({ media, size }: { media: MediaDoc; size: DerivedImageName }) {
  const { kind } = useDataLayer();
  const view = photoView(media, size);
  const src = view.state === 'picture' ? view.src : undefined;
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (view.state === 'processing') return <PhotoNote text={PHOTO_PREPARING} busy />;
  if (view.state === 'failed') return <PhotoNote text={PHOTO_FAILED} tone="error" />;
  if (src === brokenSrc) {
    // The preview has no functions, so a HEIC upload stays HEIC, which most browsers cannot draw.
    const isUnconvertedUpload = kind === 'memory' && src === media.downloadURL;
    return (
      <PhotoNote text={isUnconvertedUpload ? PHOTO_CONVERTED_IN_REAL_APP : PHOTO_NOT_LOADED} />
    );
  }
  return (
    <AspectRatio ratio={4 / 3} bg="bg.muted">
      <Image
        src={src}
        alt={media.originalFileName}
        loading="lazy"
        objectFit="cover"
        onError={() => setBrokenSrc(src ?? null)}
      />
    </AspectRatio>
  );
}

/**
 * A photo's picture or a playable video. Videos load only their first frame and length until
 * played, so a page of yard videos stays light on a phone connection.
 */
export function MediaPreview({ media, size = 'thumbnail' }: MediaPreviewProps) {
  // A PDF (a plan or drawing) has no picture to show: it is named and opened in a new tab.
  if (media.fileType === 'application/pdf') {
    return (
      <AspectRatio ratio={4 / 3} bg="bg.muted">
        <Flex direction="column" align="center" justify="center" gap="2" p="3">
          <Text fontSize="2xl" fontWeight="bold" color="fg.muted" aria-hidden="true">
            PDF
          </Text>
          <Link href={media.downloadURL} target="_blank" rel="noopener noreferrer">
            {`Open ${media.originalFileName}`}
          </Link>
        </Flex>
      </AspectRatio>
    );
  }
  if (isVideoMedia(media)) {
    // Decision: no poster image; see processStoredPhoto in the functions.
    return (
      <AspectRatio ratio={4 / 3} bg="bg.muted">
        <video
          src={media.downloadURL}
          preload="metadata"
          controls
          playsInline
          aria-label={media.originalFileName}
        />
      </AspectRatio>
    );
  }
  return <PhotoPicture media={media} size={size} />;
}
