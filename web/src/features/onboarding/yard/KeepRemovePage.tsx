import { useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { YardName } from '@yardwise/domain/firestore/documents';
import { COMMENT_SAVE_FAILED } from '@yardwise/domain/forms/messages';
import { yardMediaVariant } from '@yardwise/domain/onboarding/media';
import { yardPageNext, yardPageTitle } from '@yardwise/domain/onboarding/navigation';
import { useOwnMedia } from '@web/data/onboard/useOwnMedia';
import { useCommand } from '@web/data/useCommand';
import { CommentSavesProvider, useCommentSavesRegistry } from '@web/ui/media/commentSaves';
import { KeepRemoveSection } from './KeepRemoveSection';

// Decision (our own wording): the page's hint.
const HINT =
  'Add photos of anything in this yard you want to keep or remove, and give each photo a short comment (up to 100 characters). Comments save as you type.';

/**
 * /onboard/my-yard/{yard}/keep: photos of what to keep and what to remove,
 * each with a comment. The server works out keepRemove from the saved comments each time one is
 * saved, and again on leaving through the button (which also covers a yard with no photos), so
 * every comment still waiting is sent first.
 */
export function KeepRemovePage({ yard }: { yard: YardName }) {
  // Another yard's page starts afresh (its own comment fields and messages).
  return <KeepRemoveForm key={yard} yard={yard} />;
}

function KeepRemoveForm({ yard }: { yard: YardName }) {
  const navigate = useNavigate();
  const media = useOwnMedia();
  const saves = useCommentSavesRegistry();
  const leave = useCommand('setYardStepStatus');
  const [busy, setBusy] = useState(false);
  const [commentsUnsaved, setCommentsUnsaved] = useState(false);
  const next = yardPageNext(yard, 'keep');
  const ofKind = (kind: 'keep' | 'remove') =>
    media.data?.filter((file) => file.variant === yardMediaVariant(yard, kind));

  async function saveAndContinue() {
    setBusy(true);
    setCommentsUnsaved(false);
    const commentsSaved = await saves.flushAll();
    // The status only means something once the comments are stored; stay so nothing is lost.
    const left =
      commentsSaved && (await leave.run({ yard, step: 'keepRemove', status: 'COMPLETE' }));
    setBusy(false);
    if (!commentsSaved) setCommentsUnsaved(true);
    else if (left) navigate(next.path);
  }

  const failure = commentsUnsaved ? COMMENT_SAVE_FAILED : leave.failure?.message;
  return (
    <CommentSavesProvider value={saves}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {yardPageTitle(yard, 'keep')}
          </Heading>
          <Text>{HINT}</Text>
        </Stack>
        <KeepRemoveSection yard={yard} kind="keep" media={ofKind('keep')} />
        <KeepRemoveSection yard={yard} kind="remove" media={ofKind('remove')} />
        <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
          {failure ? (
            <Text role="alert" color="fg.error">
              {failure}
            </Text>
          ) : null}
          <Button
            size="lg"
            minH="12"
            loading={busy}

            onClick={() => void saveAndContinue()}
          >
            {next.label}
          </Button>
        </Stack>
      </Stack>
    </CommentSavesProvider>
  );
}
