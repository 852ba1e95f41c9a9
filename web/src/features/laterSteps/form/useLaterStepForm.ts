import { useEffect, useRef, useState } from 'react';
import { getIn, useFormik, type FormikErrors, type FormikValues } from 'formik';
import { useNavigate } from 'react-router-dom';
import type { CallableInput, CallableName } from '@yardwise/domain/commands/remoteCommands';
import type { LaterStepKey } from '@yardwise/domain/laterSteps/keys';
import { nextLaterStepPath } from '@yardwise/domain/laterSteps/steps';
import { useOnboard, useProjectSubmitted } from '@web/data/onboard/OnboardContext';
import { useCommand } from '@web/data/useCommand';
import {
  clearLaterStepDraft,
  readLaterStepDraft,
  writeLaterStepDraft,
} from '@web/ui/laterStepDrafts';

export interface LaterStepFormOptions<V extends FormikValues, N extends CallableName> {
  step: LaterStepKey;
  command: N;
  /** The step's saved answers, or null. */
  saved: unknown;
  /** The form filled from saved answers or a draft (anything unknown left out). */
  valuesFrom(saved: unknown): V;
  /** Whether two forms hold the same answers: a form back at the saved answers keeps no draft. */
  same(a: V, b: V): boolean;
  /** Each field's first error, at the field's path ("sun.front" for a nested one). */
  validate(values: V): FormikErrors<V>;
  /** What the command is sent, once validate found nothing. */
  input(values: V): CallableInput<N>;
  /** The fields' paths in page order: a refused save moves focus to the first with an error. */
  focusOrder: readonly string[];
}

/**
 * The behaviour every later step's form shares: filled from a draft typed before a reload, else
 * from what was saved; a draft kept while it differs from the saved answers; one save at a time;
 * focus to the first question to fix; the next step's page once saved.
 */
export function useLaterStepForm<V extends FormikValues, N extends CallableName>(
  options: LaterStepFormOptions<V, N>,
) {
  const { step, command, saved, valuesFrom, same, validate, input, focusOrder } = options;
  const { uid, packageKey, stepOptions } = useOnboard();
  const navigate = useNavigate();
  const save = useCommand(command);
  const fields = useRef<Record<string, HTMLElement | null>>({});
  // Once saved, the page is leaving: what is still in the form is no draft.
  const leaving = useRef(false);
  const focusedAfterSubmit = useRef(0);
  const saving = useRef(false);
  const [savedValues] = useState(() => valuesFrom(saved));
  // A submitted project's answers are read-only: no draft is shown or kept, only what was saved.
  const readOnly = useProjectSubmitted();
  // What was typed and not saved comes back first, then what was saved.
  const [initialValues] = useState(() =>
    valuesFrom((readOnly ? null : readLaterStepDraft(uid, step)) ?? saved),
  );

  const formik = useFormik<V>({
    initialValues,
    validate,
    async onSubmit(values) {
      // formik submits again on every submit event (Enter on a control): one save at a time.
      if (saving.current) return;
      saving.current = true;
      const done = await save.run(input(values)).finally(() => {
        saving.current = false;
      });
      if (!done) return;
      leaving.current = true;
      clearLaterStepDraft(uid, step);
      navigate(nextLaterStepPath(step, packageKey, stepOptions));
    },
  });
  const { values, errors, touched, submitCount, isSubmitting, isValidating } = formik;

  const unchanged = same(values, savedValues);
  useEffect(() => {
    if (leaving.current) return;
    if (unchanged || readOnly) clearLaterStepDraft(uid, step);
    else writeLaterStepDraft(uid, step, values);
  }, [uid, step, values, unchanged, readOnly]);

  // Once per refused attempt: later checks while the client types leave focus where it is.
  useEffect(() => {
    if (submitCount === focusedAfterSubmit.current || isSubmitting || isValidating) return;
    focusedAfterSubmit.current = submitCount;
    const first = focusOrder.find((path) => typeof getIn(errors, path) === 'string');
    const box = first ? fields.current[first] : null;
    const control = box?.matches('textarea, input, select')
      ? box
      : box?.querySelector('input:not(:disabled), textarea, select');
    (control as HTMLElement | null | undefined)?.focus();
    // focusOrder follows the errors' fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting, isValidating, errors]);

  return {
    formik,
    save,
    /** The field's error once it was touched or a save was tried. */
    shown(path: string): string | undefined {
      const error: unknown = getIn(errors, path);
      const wasTouched = Boolean(getIn(touched, path));
      return (wasTouched || submitCount > 0) && typeof error === 'string' ? error : undefined;
    },
    /** Answers a question: sets its value and counts it as touched. */
    change(path: string, value: unknown) {
      void formik.setFieldValue(path, value);
      void formik.setFieldTouched(path, true, false);
    },
    touch(path: string) {
      void formik.setFieldTouched(path, true);
    },
    /** Registers a question's box (or control) for focus after a refused save. */
    boxRef(path: string) {
      return (element: HTMLElement | null) => {
        fields.current[path] = element;
      };
    },
  };
}

export type LaterStepForm = ReturnType<typeof useLaterStepForm>;
