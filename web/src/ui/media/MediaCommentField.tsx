import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Field, Flex, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import {
  KEEP_REMOVE_COMMENT_AUTOSAVE_MS,
  KEEP_REMOVE_COMMENT_MAX_LENGTH,
  mediaDescriptionError,
} from '@yardwise/domain/forms/comments';
import { COMMENT_SAVE_FAILED } from '@yardwise/domain/forms/messages';
import { useDataLayer } from '@web/data/DataLayerContext';
import { useAnswersReadOnly } from '@web/ui/readOnlyAnswers';
import { useCommentSaves } from './commentSaves';
import { clearCommentDraft, readCommentDraft, writeCommentDraft } from './commentDrafts';

// Decision (our own wording): the field's label and its save status.
const COMMENT_LABEL = 'Comment';
const SAVING = 'Saving…';
const SAVED = 'Saved';

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** How long a comment may be and how soon after the last keystroke it is saved. */
export interface MediaCommentLimits {
  maxLength: number;
  autosaveMs: number;
}

/** Keep and remove photos: at most 100 characters, saved 700 ms after the last edit. */
export const KEEP_REMOVE_COMMENT_LIMITS: MediaCommentLimits = {
  maxLength: KEEP_REMOVE_COMMENT_MAX_LENGTH,
  autosaveMs: KEEP_REMOVE_COMMENT_AUTOSAVE_MS,
};

export interface MediaCommentFieldProps {
  media: WithId<MediaDoc>;
  /** Default: the keep/remove limits. */
  limits?: MediaCommentLimits;
}

/**
 * The comment on one photo: saved by itself a moment after the last keystroke
 * (`limits.autosaveMs`) and when the field is left. Whether it is required and how long it may be
 * follow the media's kind, as the server checks it (mediaDescriptionError: keep and remove
 * comments are required, at most 100 characters; inspiration comments optional, at most 154).
 * Until it is saved the typed text is kept for the tab, so a reload shows it again.
 */
export function MediaCommentField({
  media,
  limits = KEEP_REMOVE_COMMENT_LIMITS,
}: MediaCommentFieldProps) {
  const { commands } = useDataLayer();
  const saves = useCommentSaves();
  const mediaId = media.id;
  // Read-only answers show what was saved: no draft is shown, kept or sent.
  const readOnly = useAnswersReadOnly();
  const [initialText] = useState(
    () => (readOnly ? null : readCommentDraft(mediaId)) ?? media.description,
  );
  const [text, setText] = useState(initialText);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latestText = useRef(initialText);
  // Decision: comments are saved trimmed; spaces at either end carry no meaning.
  const savedText = useRef(media.description.trim());
  const lastSave = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(false);
  const { maxLength, autosaveMs } = limits;
  const errorFor = useCallback(
    (value: string) => mediaDescriptionError({ variant: media.variant }, value),
    [media.variant],
  );

  const send = useCallback(
    async (value: string): Promise<boolean> => {
      const description = value.trim();
      if (description === savedText.current) {
        clearCommentDraft(mediaId, description);
        if (mounted.current) setStatus((current) => (current === 'failed' ? 'idle' : current));
        return true;
      }
      if (mounted.current) setStatus('saving');
      try {
        await commands.call('updateMediaDescription', { mediaId, description });
        savedText.current = description;
        clearCommentDraft(mediaId, description);
        if (mounted.current && latestText.current.trim() === description) setStatus('saved');
        return true;
      } catch {
        // The typed text stays in the field and in the draft; the next edit or leaving retries.
        if (mounted.current) setStatus('failed');
        return false;
      }
    },
    [commands, mediaId],
  );

  /** Sends the current text now (if it may be saved); saves go one after another, in order. */
  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const value = latestText.current;
    if (errorFor(value) !== null) return lastSave.current;
    const save = lastSave.current.then(() => send(value));
    lastSave.current = save;
    return save;
  }, [send, errorFor]);

  const scheduleSave = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), autosaveMs);
  }, [flush, autosaveMs]);

  useEffect(() => saves?.register(flush), [saves, flush]);

  useEffect(() => {
    mounted.current = true;
    if (readOnly) clearCommentDraft(mediaId);
    // A draft restored after a reload is saved like a fresh edit.
    else if (latestText.current.trim() !== savedText.current) scheduleSave();
    return () => {
      mounted.current = false;
      // Leaving the page must not drop a comment still waiting for its auto-save.
      if (timer.current !== undefined) void flush();
    };
  }, [flush, scheduleSave, readOnly, mediaId]);

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const value = event.target.value;
    latestText.current = value;
    setText(value);
    setStatus('idle');
    if (value.trim() === savedText.current) clearCommentDraft(mediaId);
    else writeCommentDraft(mediaId, value);
    scheduleSave();
  }

  const error = errorFor(text);
  // A comment is required where an empty one is refused.
  const required = errorFor('') !== null;
  return (
    <Field.Root invalid={error !== null} required={required} gap="1">
      <Field.Label fontSize="sm">
        {COMMENT_LABEL} <VisuallyHidden>on {media.originalFileName}</VisuallyHidden>
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        value={text}
        onChange={handleChange}
        onBlur={() => void flush()}
        maxLength={maxLength}
        rows={2}
        autoresize
      />
      <Flex justify="space-between" gap="2" width="full" fontSize="sm">
        <Text aria-live="polite" color="fg.muted">
          {status === 'saving' ? SAVING : status === 'saved' ? SAVED : ''}
        </Text>
        <Field.HelperText mt="0">
          {text.length}/{maxLength}
        </Field.HelperText>
      </Flex>
      <Field.ErrorText role="alert">{error}</Field.ErrorText>
      {status === 'failed' ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {COMMENT_SAVE_FAILED}
        </Text>
      ) : null}
    </Field.Root>
  );
}
