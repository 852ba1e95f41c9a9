import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { quizHiddenFields } from '@yardwise/domain/exterior/exteriorFlow';
import { NATIVE_STYLE_QUIZ_FORM_ID } from '@yardwise/domain/exterior/styleQuiz';
import { EXTERIOR_PAINT_PATH } from '@yardwise/domain/routes/paths';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import {
  CONTINUE,
  QUIZ_DONE,
  QUIZ_EMBED_UNAVAILABLE,
  QUIZ_FRAME_TITLE,
  QUIZ_INTRO,
  QUIZ_LOADING,
  QUIZ_RETAKE,
  QUIZ_THANKS,
} from '@web/features/exterior/exteriorCopy';
import { configuredStyleQuizFormId } from '@web/features/exterior/styleQuizConfig';
import { NativeStyleQuiz } from './NativeStyleQuiz';
import { TypeformEmbed } from '@web/ui/embed/TypeformEmbed';
import { useQuizCompletion } from './useQuizCompletion';

/**
 * /onboard/exterior-design: the style-and-goals quiz, embedded where a form
 * is configured, else asked by the page itself. Once finished the paint question follows.
 */
export function StyleQuizPage({ title }: { title: string }) {
  const { uid, profile } = useOnboard();
  const embeddedFormId = configuredStyleQuizFormId();
  const [embedFailed, setEmbedFailed] = useState(false);
  const [retaking, setRetaking] = useState(false);
  const completion = useQuizCompletion();
  const embedded = embeddedFormId !== null && !embedFailed;
  const formId = embedded ? embeddedFormId : NATIVE_STYLE_QUIZ_FORM_ID;
  const done = profile.typeforms?.[formId] === true;
  const hiddenFields = useMemo(() => quizHiddenFields(uid, profile.id), [uid, profile.id]);
  const markEmbedFailed = useCallback(() => setEmbedFailed(true), []);
  const { complete } = completion;

  let body;
  if (completion.completed) {
    body = (
      <Text role="status" fontSize="lg" fontWeight="semibold">
        {QUIZ_THANKS}
      </Text>
    );
  } else if (done && !retaking) {
    body = (
      <Stack gap="4" align={{ base: 'stretch', sm: 'flex-start' }}>
        <Text>{QUIZ_DONE}</Text>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild size="lg" minH="12">
            <RouterLink to={EXTERIOR_PAINT_PATH}>{CONTINUE}</RouterLink>
          </Button>
          {embedded ? null : (
            <Button variant="outline" size="lg" minH="12" onClick={() => setRetaking(true)}>
              {QUIZ_RETAKE}
            </Button>
          )}
        </HStack>
      </Stack>
    );
  } else if (embedded) {
    body = (
      <TypeformEmbed
        formId={formId}
        title={QUIZ_FRAME_TITLE}
        hiddenFields={hiddenFields}
        loadingLabel={QUIZ_LOADING}
        onSubmit={() => void complete(formId)}
        onUnavailable={markEmbedFailed}
      />
    );
  } else {
    body = (
      <>
        {embedFailed ? (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>{QUIZ_EMBED_UNAVAILABLE}</Alert.Description>
          </Alert.Root>
        ) : null}
        <NativeStyleQuiz
          initial={profile.styleQuiz}
          pending={completion.pending}
          onFinish={(answers) => void complete(formId, answers)}
        />
      </>
    );
  }

  return (
    <Stack gap="6" maxW="960px">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text>{QUIZ_INTRO}</Text>
      {body}
      {completion.failure ? (
        <Text role="alert" color="fg.error">
          {completion.failure.message}
        </Text>
      ) : null}
    </Stack>
  );
}
