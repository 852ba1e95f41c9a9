import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallableInput } from '@yardwise/domain/commands/remoteCommands';
import {
  mergeContactInformation,
  mergeQuizAnswers,
} from '@yardwise/domain/funnel/designProfilePatch';
import { DESIGN_PROFILE_UPDATE_DEBOUNCE_MS } from '@yardwise/domain/funnel/designProfile';
import type { HowDidYouHearOption } from '@yardwise/domain/funnel/howDidYouHear';
import type { QuizStepKey } from '@yardwise/domain/funnel/quiz';
import type { QuizAnswer } from '@yardwise/domain/funnel/quizAnswers';
import type { VersionId } from '@yardwise/domain/funnel/versions';
import type { ContactInformation } from '@yardwise/domain/firestore/documents';
import { useDataLayer } from '@web/data/DataLayerContext';
import { toCommandFailure } from '@web/data/commandFailure';
import { markFunnelProfile } from '@web/data/funnelProfileMark';
import { quizEmail } from '@web/data/quizEmail';
import { useSession } from '@web/data/session';
import { readDraft, removeDraft, writeDraft } from '@web/ui/sessionDraft';
import { useSnackbar } from '@web/ui/snackbar';
import { reportError } from '@web/data/errorReporting';

/** The changed fields of an update, typed as the command takes them. */
type DesignProfilePatch = Omit<CallableInput<'updateDesignProfile'>, 'id'>;
export type ContactPatch = NonNullable<DesignProfilePatch['contactInformation']>;

export interface DesignProfileState {
  status: 'loading' | 'ready' | 'error';
  id: string | null;
  contactInformation: ContactInformation;
  questions: QuizAnswer[];
  howDidYouHear: string;
  /** The step saved before this visit (designProfileStepNumber), where a returning visitor left off. */
  savedStep: number;
  /** Changes the local answers at once and saves them after the debounce. */
  setAnswers(key: QuizStepKey, answers: string[]): void;
  setContactInformation(patch: ContactPatch): void;
  setStep(step: number): void;
  setHowDidYouHear(answer: HowDidYouHearOption): void;
  /** Sends the pending changes now (before navigating); resolves when the save has finished. */
  flush(): Promise<void>;
}

/** A newer patch over an older one: newer fields win, answers merge per question. */
function combine(older: DesignProfilePatch, newer: DesignProfilePatch): DesignProfilePatch {
  const combined: DesignProfilePatch = { ...older };
  if (newer.step !== undefined) combined.step = newer.step;
  if (newer.howDidYouHear !== undefined) combined.howDidYouHear = newer.howDidYouHear;
  if (newer.contactInformation) {
    combined.contactInformation = { ...older.contactInformation, ...newer.contactInformation };
  }
  if (newer.questions) {
    const byKey = new Map((older.questions ?? []).map((entry) => [entry.key, entry]));
    for (const entry of newer.questions) byKey.set(entry.key, entry);
    combined.questions = [...byKey.values()];
  }
  return combined;
}

function isEmpty(patch: DesignProfilePatch): boolean {
  return (
    patch.step === undefined &&
    patch.contactInformation === undefined &&
    patch.questions === undefined &&
    patch.howDidYouHear === undefined
  );
}

// Answers not yet saved (the debounce, a failed save) are kept in the tab's session storage, so a
// reload does not lose them: they are shown and sent again once the profile has loaded.
const unsavedKey = (versionId: VersionId) => `yardwise.unsavedDesignProfile.${versionId}`;

function readUnsaved(versionId: VersionId, uid: string): DesignProfilePatch {
  try {
    const saved = JSON.parse(readDraft(unsavedKey(versionId)) ?? 'null') as {
      uid: string;
      patch: DesignProfilePatch;
    } | null;
    return saved?.uid === uid ? saved.patch : {};
  } catch {
    return {};
  }
}

function rememberUnsaved(versionId: VersionId, uid: string | null, patch: DesignProfilePatch) {
  if (!uid || isEmpty(patch)) removeDraft(unsavedKey(versionId));
  else writeDraft(unsavedKey(versionId), JSON.stringify({ uid, patch }));
}

/**
 * The visitor's design profile in one version: created (or found again: the command is idempotent)
 * once the session is ready, answers kept in state and saved with updateDesignProfile debounced
 * 750 ms. A failed save is logged, shown as an error snackbar and kept to be sent again
 * with the next save, so nothing the visitor entered is dropped, not even by a reload. A quiz
 * link's email (its query or cookie) fills a profile without one.
 */
export function useDesignProfile(versionId: VersionId): DesignProfileState {
  const { commands } = useDataLayer();
  const session = useSession();
  const snackbar = useSnackbar();
  const [status, setStatus] = useState<DesignProfileState['status']>('loading');
  const [id, setId] = useState<string | null>(null);
  const [contactInformation, setContact] = useState<ContactInformation>({ email: '' });
  const [questions, setQuestions] = useState<QuizAnswer[]>([]);
  const [howDidYouHear, setHeard] = useState('');
  const [savedStep, setSavedStep] = useState(0);

  const idRef = useRef<string | null>(null);
  const pending = useRef<DesignProfilePatch>({});
  const timer = useRef<number | undefined>(undefined);
  const chain = useRef<Promise<void>>(Promise.resolve());

  const uid = session.user?.uid ?? null;

  const send = useCallback((): Promise<void> => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    chain.current = chain.current.then(async () => {
      const profileId = idRef.current;
      const patch = pending.current;
      if (!profileId || isEmpty(patch)) return;
      pending.current = {};
      try {
        await commands.call('updateDesignProfile', { id: profileId, ...patch });
      } catch (error) {
        reportError(error, { where: 'Saving the design profile failed' });
        snackbar.show(toCommandFailure(error).message, 'error');
        // Keep the failed changes under any newer ones, to go with the next save.
        pending.current = combine(patch, pending.current);
      }
      rememberUnsaved(versionId, uid, pending.current);
    });
    return chain.current;
  }, [commands, snackbar, versionId, uid]);

  const queue = useCallback(
    (patch: DesignProfilePatch) => {
      pending.current = combine(pending.current, patch);
      rememberUnsaved(versionId, uid, pending.current);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void send(), DESIGN_PROFILE_UPDATE_DEBOUNCE_MS);
    },
    [send, versionId, uid],
  );

  useEffect(() => {
    if (!session.ready || !uid) return;
    let cancelled = false;
    commands
      .call('createDesignProfile', { versionId, host: window.location.host })
      .then(({ designProfile }) => {
        if (cancelled) return;
        markFunnelProfile(uid, versionId);
        idRef.current = designProfile.id;
        setId(designProfile.id);
        // Anything entered while the profile loaded (still pending), or before a reload and not
        // yet saved, stays on top of the saved values and is sent again.
        let unsaved = combine(readUnsaved(versionId, uid), pending.current);
        const linkEmail = quizEmail(window.location.search, document.cookie);
        if (
          !designProfile.contactInformation.email &&
          !unsaved.contactInformation?.email &&
          linkEmail
        ) {
          unsaved = combine(unsaved, { contactInformation: { email: linkEmail } });
        }
        pending.current = unsaved;
        setContact(
          mergeContactInformation(
            designProfile.contactInformation,
            unsaved.contactInformation ?? {},
          ),
        );
        setQuestions(mergeQuizAnswers(designProfile.questions, unsaved.questions ?? []));
        setHeard(unsaved.howDidYouHear ?? designProfile.howDidYouHear ?? '');
        setSavedStep(designProfile.step);
        setStatus('ready');
        if (!isEmpty(unsaved)) queue({});
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        reportError(error, { where: 'Creating the design profile failed', uid });
        snackbar.show(toCommandFailure(error).message, 'error');
        setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [commands, session.ready, uid, versionId, snackbar, queue]);

  // Leaving the funnel, or the page, sends what is still waiting.
  useEffect(() => {
    const sendNow = () => void send();
    window.addEventListener('pagehide', sendNow);
    return () => {
      window.removeEventListener('pagehide', sendNow);
      sendNow();
    };
  }, [send]);

  const setAnswers = useCallback(
    (key: QuizStepKey, answers: string[]) => {
      setQuestions((current) => mergeQuizAnswers(current, [{ key, answers }]));
      queue({ questions: [{ key, answers }] });
    },
    [queue],
  );
  const setContactInformation = useCallback(
    (patch: ContactPatch) => {
      setContact((current) => mergeContactInformation(current, patch));
      queue({ contactInformation: patch });
    },
    [queue],
  );
  const setStep = useCallback((step: number) => queue({ step }), [queue]);
  const setHowDidYouHear = useCallback(
    (answer: HowDidYouHearOption) => {
      setHeard(answer);
      queue({ howDidYouHear: answer });
    },
    [queue],
  );

  return {
    status,
    id,
    contactInformation,
    questions,
    howDidYouHear,
    savedStep,
    setAnswers,
    setContactInformation,
    setStep,
    setHowDidYouHear,
    flush: send,
  };
}
