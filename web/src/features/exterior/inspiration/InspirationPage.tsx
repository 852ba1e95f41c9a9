import { useId, useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { inspirationSavedOutcome } from '@yardwise/domain/exterior/exteriorFlow';
import {
  INSPIRATION_COMMENT_AUTOSAVE_MS,
  INSPIRATION_COMMENT_MAX_LENGTH,
} from '@yardwise/domain/forms/comments';
import { INSPIRATION_MAX_FILES } from '@yardwise/domain/forms/inspirationUploads';
import { COMMENT_SAVE_FAILED } from '@yardwise/domain/forms/messages';
import { INSPIRATION_VARIANT } from '@yardwise/domain/onboarding/media';
import { toCommandFailure } from '@web/data/commandFailure';
import { useDataLayer } from '@web/data/DataLayerContext';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { useOwnMedia } from '@web/data/onboard/useOwnMedia';
import { CommentSavesProvider, useCommentSavesRegistry } from '@web/ui/media/commentSaves';
import { MediaCommentField, type MediaCommentLimits } from '@web/ui/media/MediaCommentField';
import { MediaGrid } from '@web/ui/media/MediaGrid';
import { MediaUploader } from '@web/ui/upload/MediaUploader';
import {
  ADD_INSPIRATION_PHOTOS,
  INSPIRATION_INTRO,
  NO_INSPIRATION_YET,
  SAVE_AND_CONTINUE,
  YOUR_INSPIRATION_PHOTOS,
} from '@web/features/exterior/exteriorCopy';

/** Inspiration comments are at most 154 characters, saved 500 ms after typing. */
const INSPIRATION_COMMENT_LIMITS: MediaCommentLimits = {
  maxLength: INSPIRATION_COMMENT_MAX_LENGTH,
  autosaveMs: INSPIRATION_COMMENT_AUTOSAVE_MS,
};

/**
 * /onboard/exterior-design/inspiration: up to 5 photos of what the client
 * loves, each with an optional comment. Saving completes the exterior design step and opens the
 * package's first later step (My Goals, or Installation Details for Uber Premium).
 */
export function InspirationPage({ title }: { title: string }) {
  const { uid, packageKey, stepOptions } = useOnboard();
  const { commands } = useDataLayer();
  const navigate = useNavigate();
  const media = useOwnMedia();
  const comments = useCommentSavesRegistry();
  const headingId = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const photos = media.data?.filter((file) => file.variant === INSPIRATION_VARIANT);

  async function saveAndContinue() {
    setSaving(true);
    setError(null);
    try {
      // A comment still waiting for its auto-save goes first, so none is lost by leaving.
      if (!(await comments.flushAll())) {
        setError(COMMENT_SAVE_FAILED);
        return;
      }
      await commands.call('completeExteriorDesign', {});
      navigate(inspirationSavedOutcome(packageKey, stepOptions).navigateTo);
    } catch (failure) {
      setError(toCommandFailure(failure).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <CommentSavesProvider value={comments}>
      <Stack gap="6" maxW="960px">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text>{fillCopy(INSPIRATION_INTRO, { limit: INSPIRATION_MAX_FILES })}</Text>
        </Stack>

        <MediaUploader
          label={ADD_INSPIRATION_PHOTOS}
          uid={uid}
          variant={INSPIRATION_VARIANT}
          tag="exterior-design-inspiration"
          kind="photos"
          showFinished={false}
          maxFiles={INSPIRATION_MAX_FILES}
          uploadedCount={photos?.length ?? 0}
          // Until the photos have loaded the room left is unknown: the control waits.
          disabled={photos === undefined}
        />

        <Stack as="section" aria-labelledby={headingId} gap="4">
          <Heading as="h2" id={headingId} size="lg">
            {YOUR_INSPIRATION_PHOTOS}
          </Heading>
          {photos && photos.length === 0 ? (
            <Text color="fg.muted">{NO_INSPIRATION_YET}</Text>
          ) : null}
          <MediaGrid
            media={photos ?? []}
            label={YOUR_INSPIRATION_PHOTOS}
            renderDetails={(photo) => (
              <MediaCommentField media={photo} limits={INSPIRATION_COMMENT_LIMITS} />
            )}
          />
        </Stack>

        <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
          {error ? (
            <Text role="alert" color="fg.error">
              {error}
            </Text>
          ) : null}
          <Button size="lg" minH="12" loading={saving} onClick={() => void saveAndContinue()}>
            {SAVE_AND_CONTINUE}
          </Button>
        </Stack>
      </Stack>
    </CommentSavesProvider>
  );
}
