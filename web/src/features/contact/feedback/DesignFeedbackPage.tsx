import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import {
  DESIGN_FEEDBACK_MAX_LENGTH,
  DESIGN_FEEDBACK_MAX_PHOTOS,
  designFeedbackFormSchema,
  designFeedbackPayload,
  type DesignFeedbackResult,
} from '@yardwise/domain/contact/designFeedback';
import { DESIGN_FEEDBACK_ERRORS, DESIGN_FEEDBACK_TEXT } from '@yardwise/domain/contact/messages';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import { isDocumentId } from '@yardwise/domain/forms/documentId';
import { DESIGN_FEEDBACK_VARIANT } from '@yardwise/domain/onboarding/media';
import { HOME_PATH } from '@yardwise/domain/routes/paths';
import { useDataLayer } from '@web/data/DataLayerContext';
import { useSession } from '@web/data/session';
import { FormField } from '@web/ui/FormField';
import { MediaGrid } from '@web/ui/media/MediaGrid';
import { PageContainer } from '@web/ui/PageContainer';
import { PageLoader } from '@web/ui/PageLoader';
import { MediaUploader } from '@web/ui/upload/MediaUploader';
import {
  clearSendDraft,
  readSendDraft,
  savedText,
  writeSendDraft,
} from '@web/features/contact/sendDraft';
import { sendFailureText } from '@web/features/contact/sendFailure';
import { SentMessage } from '@web/features/contact/SentMessage';

/** What was typed and the photos added survive a reload of the tab until the feedback is sent. */
export const FEEDBACK_DRAFT_KEY = 'yardwise.designFeedback';

interface FeedbackValues {
  changes: string;
  photos: WithId<MediaDoc>[];
}

/** A photo the draft kept: a media record as recordMedia answered it. */
function isSavedPhoto(value: unknown): value is WithId<MediaDoc> {
  const photo = value as Partial<WithId<MediaDoc>> | null;
  return (
    isDocumentId(photo?.id) &&
    typeof photo?.downloadURL === 'string' &&
    typeof photo.originalFileName === 'string' &&
    typeof photo.fileType === 'string'
  );
}

function parseFeedback(values: unknown): FeedbackValues {
  const photos = (values as { photos?: unknown } | null | undefined)?.photos;
  return {
    changes: savedText(values, 'changes'),
    photos: Array.isArray(photos)
      ? photos.filter(isSavedPhoto).slice(0, DESIGN_FEEDBACK_MAX_PHOTOS)
      : [],
  };
}

const LIMIT = DESIGN_FEEDBACK_MAX_LENGTH.toLocaleString('en-US');

/**
 * /design-feedback: after buying an additional revision the client says what to change (required,
 * up to 2,000 characters) and may add up to 5 reference photos, uploaded like onboarding photos.
 * Sending emails the design team and confirms to the client, on screen and by email. A failed
 * send keeps everything, with why; the text and photos also survive a reload until sent.
 */
export function DesignFeedbackPage({ title }: { title: string }) {
  const { user } = useSession();
  const { commands } = useDataLayer();
  const [draft] = useState(() => readSendDraft(FEEDBACK_DRAFT_KEY, parseFeedback));
  const [photos, setPhotos] = useState<WithId<MediaDoc>[]>(draft.values.photos);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<DesignFeedbackResult | null>(null);
  const changesRef = useRef<HTMLTextAreaElement>(null);
  const formId = useId();
  const photosHeadingId = useId();

  const formik = useFormik({
    initialValues: { changes: draft.values.changes },
    validationSchema: designFeedbackFormSchema,
    async onSubmit({ changes }) {
      setFailure(null);
      try {
        const result = await commands.call(
          'sendDesignFeedback',
          designFeedbackPayload(draft.requestId, changes, photos),
        );
        clearSendDraft(FEEDBACK_DRAFT_KEY);
        setSent(result);
      } catch (error) {
        setFailure(
          sendFailureText(error, DESIGN_FEEDBACK_ERRORS.notSent, 'Sending design feedback failed'),
        );
      }
    },
  });
  const { changes } = formik.values;

  useEffect(() => {
    if (sent) return;
    if (changes === '' && photos.length === 0) clearSendDraft(FEEDBACK_DRAFT_KEY);
    else
      writeSendDraft(FEEDBACK_DRAFT_KEY, {
        requestId: draft.requestId,
        values: { changes, photos },
      });
  }, [changes, photos, draft.requestId, sent]);

  // Once the photos are in, the request to wait for them no longer applies.
  useEffect(() => {
    if (!uploading)
      setFailure((shown) => (shown === DESIGN_FEEDBACK_ERRORS.waitForUploads ? null : shown));
  }, [uploading]);

  const addPhoto = useCallback((media: WithId<MediaDoc>) => {
    setPhotos((current) =>
      current.some((photo) => photo.id === media.id) ? current : [...current, media],
    );
  }, []);
  const removePhoto = useCallback((media: WithId<MediaDoc>) => {
    setPhotos((current) => current.filter((photo) => photo.id !== media.id));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (formik.isSubmitting) return;
    const errors = await formik.validateForm();
    if (errors.changes) {
      void formik.setFieldTouched('changes', true, false);
      changesRef.current?.focus();
      return;
    }
    if (uploading) {
      setFailure(DESIGN_FEEDBACK_ERRORS.waitForUploads);
      return;
    }
    await formik.submitForm();
  }

  if (!user) return <PageLoader label="Checking your sign-in…" />;

  const changesError = formik.touched.changes ? formik.errors.changes : undefined;

  return (
    <PageContainer>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {sent ? (
          <SentMessage heading={DESIGN_FEEDBACK_TEXT.sentHeading}>
            <Text>{DESIGN_FEEDBACK_TEXT.sentBody}</Text>
            {sent.confirmationSent && user.email ? (
              <Text>{fillCopy(DESIGN_FEEDBACK_TEXT.confirmationSent, { to: user.email })}</Text>
            ) : null}
            <Button asChild size="lg" minH="12" width={{ base: 'full', sm: 'auto' }}>
              <RouterLink to={HOME_PATH}>{DESIGN_FEEDBACK_TEXT.backToProject}</RouterLink>
            </Button>
          </SentMessage>
        ) : (
          <>
            <Text>{DESIGN_FEEDBACK_TEXT.intro}</Text>
            <form
              id={formId}
              noValidate
              aria-label={title}
              onSubmit={(event) => void submit(event)}
            >
              <FormField label={DESIGN_FEEDBACK_TEXT.changesLabel} error={changesError} required>
                <Textarea
                  {...formik.getFieldProps('changes')}
                  ref={changesRef}
                  rows={8}
                  size="lg"
                />
                <Field.HelperText>
                  {fillCopy(DESIGN_FEEDBACK_TEXT.changesCount, {
                    count: changes.length.toLocaleString('en-US'),
                    limit: LIMIT,
                  })}
                </Field.HelperText>
              </FormField>
            </form>

            <Stack as="section" aria-labelledby={photosHeadingId} gap="4">
              <Heading as="h2" id={photosHeadingId} size="lg">
                {DESIGN_FEEDBACK_TEXT.photosHeading}
              </Heading>
              <Text>
                {fillCopy(DESIGN_FEEDBACK_TEXT.photosHint, { limit: DESIGN_FEEDBACK_MAX_PHOTOS })}
              </Text>
              <MediaUploader
                label={DESIGN_FEEDBACK_TEXT.photosLabel}
                uid={user.uid}
                variant={DESIGN_FEEDBACK_VARIANT}
                tag="design-feedback"
                kind="photos"
                showFinished={false}
                maxFiles={DESIGN_FEEDBACK_MAX_PHOTOS}
                uploadedCount={photos.length}
                onRecorded={addPhoto}
                onBusyChange={setUploading}
              />
              <MediaGrid
                media={photos}
                label={DESIGN_FEEDBACK_TEXT.photosHeading}
                onDeleted={removePhoto}
              />
            </Stack>

            <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
              {failure ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Root>
              ) : null}
              <Button
                type="submit"
                form={formId}
                size="lg"
                minH="12"
                loading={formik.isSubmitting}
                loadingText={DESIGN_FEEDBACK_TEXT.sending}
              >
                {DESIGN_FEEDBACK_TEXT.send}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
