import { AspectRatio, Image } from '@chakra-ui/react';
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
