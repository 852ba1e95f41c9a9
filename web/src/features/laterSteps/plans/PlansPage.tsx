import { useId, useState, type FormEvent } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { FormikErrors } from 'formik';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import {
  EMPTY_PLAN_FILE,
  plansFormErrors,
  plansFormValuesFrom,
  plansInput,
  PLANS_MAX_FILES,
  samePlansForm,
  type PlansAnswers,
  type PlansFormValues,
} from '@yardwise/domain/laterSteps/plans';
import {
  ADD_PLANS,
  LOADING_PLANS,
  NO_PLANS,
  NO_PLANS_HINT,
  NO_PLANS_YET,
  PLANS_STEP_INTRO,
  WAIT_FOR_PLAN_UPLOADS,
  YOUR_PLANS,
} from '@yardwise/domain/laterSteps/plansMessages';
import { PLAN_VARIANT } from '@yardwise/domain/onboarding/media';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { useOwnMedia } from '@web/data/onboard/useOwnMedia';
import { MediaGrid } from '@web/ui/media/MediaGrid';
import { MediaUploader } from '@web/ui/upload/MediaUploader';
import { LaterStepFrame } from '@web/features/laterSteps/form/LaterStepFrame';
import { NothingToShare } from '@web/features/laterSteps/form/NothingToShare';
import { SaveAndContinue } from '@web/features/laterSteps/form/SaveAndContinue';
import { useLaterStepForm } from '@web/features/laterSteps/form/useLaterStepForm';
import { PlanFileFields } from './PlanFileFields';

interface PlansFormProps {
  saved: PlansAnswers | null;
  files: readonly WithId<MediaDoc>[] | undefined;
}

function PlansForm({ saved, files }: PlansFormProps) {
  const { uid } = useOnboard();
  const headingId = useId();
  const [uploading, setUploading] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const uploadedIds = (files ?? []).map((file) => file.id);
  const focusOrder = uploadedIds.flatMap((id) => [`files.${id}.kind`, `files.${id}.note`]);
  const form = useLaterStepForm({
    step: 'plans',
    command: 'savePlans',
    saved,
    valuesFrom: plansFormValuesFrom,
    same: samePlansForm,
    validate: (values: PlansFormValues) =>
      plansFormErrors(values, uploadedIds) as FormikErrors<PlansFormValues>,
    input: (values: PlansFormValues) => plansInput(values, uploadedIds),
    focusOrder,
  });
  const { formik, shown, touch, boxRef } = form;
  const { values } = formik;

  // "I don't have any" is offered only while no file is uploaded.
  const canSayNone = uploadedIds.length === 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBlocked(null);
    // A save waits for uploads still on their way, so every file gets its kind asked for.
    if (uploading) {
      setBlocked(WAIT_FOR_PLAN_UPLOADS);
      return;
    }
    formik.handleSubmit();
  }

  function setFile(id: string, field: 'kind' | 'note', value: string) {
    const file = values.files[id] ?? EMPTY_PLAN_FILE;
    void formik.setFieldValue('files', { ...values.files, [id]: { ...file, [field]: value } });
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="8">
        <Stack as="section" aria-labelledby={headingId} gap="4">
          <Heading as="h2" id={headingId} size="lg">
            {YOUR_PLANS}
          </Heading>
          <MediaUploader
            label={ADD_PLANS}
            uid={uid}
            variant={PLAN_VARIANT}
            tag="plans"
            kind="plans"
            showFinished={false}
            maxFiles={PLANS_MAX_FILES}
            uploadedCount={uploadedIds.length}
            // Until the files have loaded the room left is unknown: the control waits.
            disabled={files === undefined}
            onBusyChange={setUploading}
          />
          {files && files.length === 0 ? <Text color="fg.muted">{NO_PLANS_YET}</Text> : null}
          <MediaGrid
            media={files ?? []}
            label={YOUR_PLANS}
            renderDetails={(file) => {
              const typed = values.files[file.id] ?? EMPTY_PLAN_FILE;
              const path = `files.${file.id}`;
              return (
                <PlanFileFields
                  fileName={file.originalFileName}
                  kind={typed.kind}
                  note={typed.note}
                  kindError={shown(`${path}.kind`)}
                  noteError={shown(`${path}.note`)}
                  onKind={(kind) => {
                    setFile(file.id, 'kind', kind);
                    touch(`${path}.kind`);
                  }}
                  onNote={(note) => setFile(file.id, 'note', note)}
                  onKindBlur={() => touch(`${path}.kind`)}
                  onNoteBlur={() => touch(`${path}.note`)}
                  kindRef={boxRef(`${path}.kind`)}
                  noteRef={boxRef(`${path}.note`)}
                />
              );
            }}
          />
        </Stack>

        <NothingToShare
          label={NO_PLANS}
          hint={NO_PLANS_HINT}
          checked={values.noneToShare && canSayNone}
          disabled={!canSayNone}
          onChange={(checked) => void formik.setFieldValue('noneToShare', checked)}
        />

        <SaveAndContinue
          blocked={blocked}
          failure={form.save.failure}
          saving={formik.isSubmitting}
        />
      </Stack>
    </form>
  );
}

/**
 * /onboard/plans, Plans & Drawings (optional): documents the designer should see (PDF, JPEG or
 * PNG, up to 50 MB each, up to 10 files), each with its kind and an optional note, or "I don't
 * have any". Files are saved as they are uploaded; "Save and continue" saves the kinds and notes.
 */
export function PlansPage({ title }: { title: string }) {
  const media = useOwnMedia();
  const files = media.data?.filter((file) => file.variant === PLAN_VARIANT);
  return (
    <LaterStepFrame
      step="plans"
      title={title}
      intro={fillCopy(PLANS_STEP_INTRO, { max: PLANS_MAX_FILES })}
      loadingLabel={LOADING_PLANS}
    >
      {(saved) => <PlansForm saved={saved} files={files} />}
    </LaterStepFrame>
  );
}
