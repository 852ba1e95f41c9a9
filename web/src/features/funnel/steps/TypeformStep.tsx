import { useCallback, useMemo, useState } from 'react';
import { Alert } from '@chakra-ui/react';
import { CHECKOUT_LABELS } from '@yardwise/domain/checkout/messages';
import { useSession } from '@web/data/session';
import { StepLayout } from '@web/features/funnel/StepLayout';
import type { StepProps } from '@web/features/funnel/stepProps';
import { NativeQuizForm } from './NativeQuizForm';
import { TypeformEmbed } from '@web/ui/embed/TypeformEmbed';

export const TYPEFORM_FRAME_TITLE = 'Questions about your outdoor project';
export const TYPEFORM_UNAVAILABLE_MESSAGE =
  "We couldn't load the questionnaire. Please answer the questions below instead.";

const TITLE_ID = 'typeform-title';

/** The quiz form set for this deployment (VITE_TYPEFORM_QUIZ_FORM_ID); null when none is. */
function configuredFormId(): string | null {
  return import.meta.env.VITE_TYPEFORM_QUIZ_FORM_ID?.trim() || null;
}

/** Typeform's hidden fields, named as the form defines them, so responses link to the visitor. */
function hiddenFieldsFor(userId: string | undefined, profileId: string | null) {
  return {
    ...(userId ? { userid: userId } : {}),
    ...(profileId ? { profileid: profileId } : {}),
  };
}

/**
 * typeform: the embedded Typeform where one is configured, moving on once it is
 * submitted; otherwise, or when it cannot load, the same seven questions as a form of our own.
 */
export function TypeformStep({ copy, navigation, profile }: StepProps) {
  const formId = configuredFormId();
  const userId = useSession().user?.uid;
  const [embedFailed, setEmbedFailed] = useState(false);
  const hiddenFields = useMemo(() => hiddenFieldsFor(userId, profile.id), [userId, profile.id]);
  const markEmbedFailed = useCallback(() => setEmbedFailed(true), []);
  const goNext = () => navigation.goNext();

  return (
    <StepLayout
      title={copy.title}
      titleId={TITLE_ID}
      onBack={navigation.previous ? navigation.goBack : null}
    >
      {formId && !embedFailed ? (
        <TypeformEmbed
          formId={formId}
          title={TYPEFORM_FRAME_TITLE}
          hiddenFields={hiddenFields}
          onSubmit={goNext}
          onUnavailable={markEmbedFailed}
        />
      ) : (
        <>
          {embedFailed ? (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Description>{TYPEFORM_UNAVAILABLE_MESSAGE}</Alert.Description>
            </Alert.Root>
          ) : null}
          <NativeQuizForm
            profile={profile}
            labelledBy={TITLE_ID}
            // The step's copy has no button because the embedded form submits itself; the form of
            // our own continues with the quiz pages' word.
            buttonText={copy.buttonText ?? CHECKOUT_LABELS.next}
            onComplete={goNext}
          />
        </>
      )}
    </StepLayout>
  );
}
