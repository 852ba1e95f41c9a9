import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { quizCompletionOutcome } from '@yardwise/domain/exterior/exteriorFlow';
import type { StyleQuizAnswers } from '@yardwise/domain/exterior/styleQuiz';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { useCommand } from '@web/data/useCommand';

/**
 * Completing the quiz: the form id is marked done on the profile, the page thanks
 * the client and the paint question opens 200 ms later.
 */
export function useQuizCompletion() {
  const { profile } = useOnboard();
  const navigate = useNavigate();
  const command = useCommand('completeStyleQuiz');
  const [completed, setCompleted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function complete(formId: string, answers?: StyleQuizAnswers): Promise<void> {
    const result = await command.run(answers ? { formId, answers } : { formId });
    if (!result) return;
    const outcome = quizCompletionOutcome(profile.typeforms, formId);
    setCompleted(true);
    timer.current = setTimeout(() => navigate(outcome.navigateTo), outcome.delayMs);
  }

  return { complete, completed, pending: command.pending, failure: command.failure };
}
