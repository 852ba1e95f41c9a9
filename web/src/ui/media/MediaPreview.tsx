import { AspectRatio, Flex, Image, Link, Text } from '@chakra-ui/react';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';

/** Videos are recognised by their stored content type (slow-pan and chatty videos, onboarding §3). */
export function isVideoMedia(media: Pick<MediaDoc, 'fileType'>): boolean {
  return media.fileType.startsWith('video/');
}

/**
 * A photo's thumbnail or a playable video. Videos load only their first frame and length until
 * played, so a page of yard videos stays light on a phone connection.
 */
export function MediaPreview({ media }: { media: MediaDoc }) {
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
  return (
    <AspectRatio ratio={4 / 3} bg="bg.muted">
      {isVideoMedia(media) ? (
        <video
          src={media.downloadURL}
          preload="metadata"
          controls
          playsInline
          aria-label={media.originalFileName}
        />
      ) : (
        <Image
          src={media.thumbnailURL ?? media.downloadURL}
          alt={media.originalFileName}
          loading="lazy"
          objectFit="cover"
        />
      )}
    </AspectRatio>
  );
}
