import { defineCommand } from '../../commands/command';
import { CommandError } from '../../commands/commandError';
import type { OnboardStateDoc, ProfileDoc } from '../../firestore/documents';
import type { DocStore } from '../../commands/docStore';
import {
  PACKAGE_UNKNOWN,
  readOwnOnboardState,
  saveChange,
} from '../../onboarding/commands/ownOnboardState';
import { setCurrentStep, setExteriorDesignStepComplete } from '../../onboarding/onboardState';
import {
  inspirationSavedOutcome,
  paintAnswerOutcome,
  quizCompletionOutcome,
} from '../exteriorFlow';
import {
  completeExteriorDesignInput,
  completeStyleQuizInput,
  setExteriorPaintDesiredInput,
} from '../schemas';
import { isNativeStyleQuiz } from '../styleQuiz';
import { MAX_QUIZ_FORMS, QUIZ_FORMS_FULL } from './messages';

// The exterior design pages' writes: the onboard state, and the profile's exteriorPaintDesired and
// typeforms.

/** The caller's profile, read after their onboard state (which proves onboarding has started). */
async function readOwnProfile(store: DocStore, uid: string): Promise<ProfileDoc> {
  await readOwnOnboardState(store, uid);
  const profile = await store.get('profiles', uid);
  if (!profile) throw new CommandError('failed-precondition', PACKAGE_UNKNOWN);
  return profile;
}

/** The paint question: yes or no to new exterior paint colours. */
export const setExteriorPaintDesired = defineCommand({
  name: 'setExteriorPaintDesired',
  access: 'account',
  input: setExteriorPaintDesiredInput,
  async run({ caller, store }, input): Promise<{ exteriorPaintDesired: boolean }> {
    const profile = await readOwnProfile(store, caller.uid);
    const { profileUpdate } = paintAnswerOutcome(input.exteriorPaintDesired ? 'yes' : 'no');
    if (profile.exteriorPaintDesired !== profileUpdate.exteriorPaintDesired) {
      await store.update('profiles', caller.uid, profileUpdate);
    }
    return profileUpdate;
  },
});

/**
 * Completing the quiz marks its form id true in the profile's typeforms; the native quiz also
 * keeps its answers on the profile.
 */
export const completeStyleQuiz = defineCommand({
  name: 'completeStyleQuiz',
  access: 'account',
  input: completeStyleQuizInput,
  async run({ caller, store }, input): Promise<{ typeforms: Record<string, boolean> }> {
    const profile = await readOwnProfile(store, caller.uid);
    const known = Object.keys(profile.typeforms ?? {});
    if (!known.includes(input.formId) && known.length >= MAX_QUIZ_FORMS) {
      throw new CommandError('failed-precondition', QUIZ_FORMS_FULL);
    }
    const { profileUpdate } = quizCompletionOutcome(profile.typeforms, input.formId);
    const answers =
      isNativeStyleQuiz(input.formId) && input.answers
        ? { styleQuiz: { style: input.answers.style, goals: [...input.answers.goals] } }
        : {};
    await store.update('profiles', caller.uid, { ...profileUpdate, ...answers });
    return { typeforms: profileUpdate.typeforms };
  },
});

/**
 * Saving inspiration: the exterior design step is complete and the current step becomes the
 * package's first later step, in one write.
 */
export const completeExteriorDesign = defineCommand({
  name: 'completeExteriorDesign',
  access: 'account',
  input: completeExteriorDesignInput,
  async run({ caller, store }): Promise<{ state: OnboardStateDoc }> {
    const own = await readOwnOnboardState(store, caller.uid);
    const { exteriorDesignStepComplete, currentStep } = inspirationSavedOutcome(
      own.packageKey,
      own.stepOptions,
    ).onboardStateUpdate;
    const completed = setExteriorDesignStepComplete(own.state, exteriorDesignStepComplete);
    const stepped = setCurrentStep(completed.state, currentStep);
    return {
      state: await saveChange(store, own, {
        state: stepped.state,
        changed: completed.changed || stepped.changed,
      }),
    };
  },
});
