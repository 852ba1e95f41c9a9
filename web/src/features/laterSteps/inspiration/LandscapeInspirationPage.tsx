import { useId, useState, type FormEvent } from 'react';
import { Box, Button, Field, Fieldset, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { QuestionGroup } from '@web/ui/readOnlyAnswers';
import type { FormikErrors } from 'formik';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import {
  INSPIRATION_COMMENT_AUTOSAVE_MS,
  INSPIRATION_COMMENT_MAX_LENGTH,
} from '@yardwise/domain/forms/comments';
import { COMMENT_SAVE_FAILED } from '@yardwise/domain/forms/messages';
import {
  INSPIRATION_MAX_LINKS,
  inspirationFormErrors,
  inspirationFormValuesFrom,
  inspirationInput,
  LANDSCAPE_INSPIRATION_MAX_PHOTOS,
  sameInspirationForm,
  type InspirationAnswers,
  type InspirationFormValues,
} from '@yardwise/domain/laterSteps/inspiration';
import {
  ADD_LANDSCAPE_PHOTOS,
  ADD_LINK,
  INSPIRATION_STEP_INTRO,
  LINK_LABEL,
  LINKS_HINT,
  LINKS_QUESTION,
  LOADING_INSPIRATION,
  NO_INSPIRATION,
  NO_INSPIRATION_HINT,
  NO_LANDSCAPE_PHOTOS_YET,
  REMOVE,
  REMOVE_LINK,
  WAIT_FOR_PHOTO_UPLOADS,
  YOUR_LANDSCAPE_PHOTOS,
} from '@yardwise/domain/laterSteps/inspirationMessages';
import { LANDSCAPE_INSPIRATION_VARIANT } from '@yardwise/domain/onboarding/media';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { useOwnMedia } from '@web/data/onboard/useOwnMedia';
import { CommentSavesProvider, useCommentSavesRegistry } from '@web/ui/media/commentSaves';
import { MediaCommentField, type MediaCommentLimits } from '@web/ui/media/MediaCommentField';
import { MediaGrid } from '@web/ui/media/MediaGrid';
import { MediaUploader } from '@web/ui/upload/MediaUploader';
import { LaterStepFrame } from '@web/features/laterSteps/form/LaterStepFrame';
import { NothingToShare } from '@web/features/laterSteps/form/NothingToShare';
import { SaveAndContinue } from '@web/features/laterSteps/form/SaveAndContinue';
import { useLaterStepForm } from '@web/features/laterSteps/form/useLaterStepForm';

/** Comments on landscape inspiration photos: as on the exterior ones, up to 154 characters. */
const COMMENT_LIMITS: MediaCommentLimits = {
  maxLength: INSPIRATION_COMMENT_MAX_LENGTH,
  autosaveMs: INSPIRATION_COMMENT_AUTOSAVE_MS,
};

interface InspirationFormProps {
  saved: InspirationAnswers | null;
  photos: readonly WithId<MediaDoc>[] | undefined;
}

function InspirationForm({ saved, photos }: InspirationFormProps) {
  const { uid } = useOnboard();
  const comments = useCommentSavesRegistry();
  const photosHeadingId = useId();
  const [uploading, setUploading] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const photoCount = photos?.length ?? 0;
  const form = useLaterStepForm({
    step: 'inspiration',
    command: 'saveInspiration',
    saved,
    valuesFrom: inspirationFormValuesFrom,
    same: sameInspirationForm,
    validate: (values: InspirationFormValues) =>
      inspirationFormErrors(values) as FormikErrors<InspirationFormValues>,
    input: (values: InspirationFormValues) => inspirationInput(values, photoCount),
    focusOrder: Array.from({ length: INSPIRATION_MAX_LINKS }, (_, index) => `links.${index}`),
  });
  const { formik, shown, change, touch, boxRef } = form;
  const { values } = formik;
  const hasLinks = values.links.some((link) => link.trim() !== '');
  // "I don't have any" is offered only while nothing was added.
  const canSayNone = photoCount === 0 && !hasLinks;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBlocked(null);
    // A save waits for uploads still on their way, so no photo is left out of the step.
    if (uploading) {
      setBlocked(WAIT_FOR_PHOTO_UPLOADS);
      return;
    }
    // A comment still waiting for its auto-save goes first, so none is lost by leaving.
    if (!(await comments.flushAll())) {
      setBlocked(COMMENT_SAVE_FAILED);
      return;
    }
    formik.handleSubmit();
  }

  function removeLink(index: number) {
    change(
      'links',
      values.links.filter((_, at) => at !== index),
    );
  }

  return (
    <CommentSavesProvider value={comments}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="8">
          <Stack as="section" aria-labelledby={photosHeadingId} gap="4">
            <Heading as="h2" id={photosHeadingId} size="lg">
              {YOUR_LANDSCAPE_PHOTOS}
            </Heading>
            <MediaUploader
              label={ADD_LANDSCAPE_PHOTOS}
              uid={uid}
              variant={LANDSCAPE_INSPIRATION_VARIANT}
              tag="landscape-inspiration"
              kind="photos"
              showFinished={false}
              maxFiles={LANDSCAPE_INSPIRATION_MAX_PHOTOS}
              uploadedCount={photoCount}
              // Until the photos have loaded the room left is unknown: the control waits.
              disabled={photos === undefined}
              onBusyChange={setUploading}
            />
            {photos && photos.length === 0 ? (
              <Text color="fg.muted">{NO_LANDSCAPE_PHOTOS_YET}</Text>
            ) : null}
            <MediaGrid
              media={photos ?? []}
              label={YOUR_LANDSCAPE_PHOTOS}
              renderDetails={(photo) => <MediaCommentField media={photo} limits={COMMENT_LIMITS} />}
            />
          </Stack>

          <QuestionGroup>
            <Fieldset.Legend fontSize="md" fontWeight="semibold">
              {LINKS_QUESTION}
            </Fieldset.Legend>
            <Fieldset.HelperText>
              {fillCopy(LINKS_HINT, { max: INSPIRATION_MAX_LINKS })}
            </Fieldset.HelperText>
            <Stack gap="3" mt="2">
              {values.links.map((link, index) => {
                const path = `links.${index}`;
                const error = shown(path);
                const number = index + 1;
                return (
                  // Boxes are identified by place; removing one shifts the later ones up.
                  <Field.Root key={index} invalid={Boolean(error)} gap="1">
                    <Field.Label>{fillCopy(LINK_LABEL, { number })}</Field.Label>
                    <Flex gap="2" width="full" direction={{ base: 'column', sm: 'row' }}>
                      <Input
                        ref={boxRef(path)}
                        type="url"
                        inputMode="url"
                        autoComplete="url"
                        spellCheck={false}
                        placeholder="https://"
                        value={link}
                        onChange={(event) => void formik.setFieldValue(path, event.target.value)}
                        onBlur={() => touch(path)}
                      />
                      <Button
                        variant="outline"
                        minH="11"
                        aria-label={fillCopy(REMOVE_LINK, { number })}
                        onClick={() => removeLink(index)}
                      >
                        {REMOVE}
                      </Button>
                    </Flex>
                    <Field.ErrorText role="alert">{error}</Field.ErrorText>
                  </Field.Root>
                );
              })}
              <Box>
                <Button
                  variant="outline"
                  minH="11"
                  disabled={values.links.length >= INSPIRATION_MAX_LINKS}
                  onClick={() => change('links', [...values.links, ''])}
                >
                  {ADD_LINK}
                </Button>
              </Box>
            </Stack>
          </QuestionGroup>

          <NothingToShare
            label={NO_INSPIRATION}
            hint={NO_INSPIRATION_HINT}
            checked={values.noneToShare && canSayNone}
            disabled={!canSayNone}
            onChange={(checked) => change('noneToShare', checked)}
          />

          <SaveAndContinue
            blocked={blocked}
            failure={form.save.failure}
            saving={formik.isSubmitting}
          />
        </Stack>
      </form>
    </CommentSavesProvider>
  );
}

/**
 * /onboard/inspiration, My Inspiration (optional): up to 10 landscape photos with a comment each,
 * up to 5 links to boards or articles, or "I don't have any". Photos and comments are saved as
 * they are added; "Save and continue" saves the links and the step.
 */
export function LandscapeInspirationPage({ title }: { title: string }) {
  const media = useOwnMedia();
  const photos = media.data?.filter((file) => file.variant === LANDSCAPE_INSPIRATION_VARIANT);
  return (
    <LaterStepFrame
      step="inspiration"
      title={title}
      intro={fillCopy(INSPIRATION_STEP_INTRO, { max: LANDSCAPE_INSPIRATION_MAX_PHOTOS })}
      loadingLabel={LOADING_INSPIRATION}
    >
      {(saved) => <InspirationForm saved={saved} photos={photos} />}
    </LaterStepFrame>
  );
}
