import { defineCommand } from '../../commands/command';
import { CommandError } from '../../commands/commandError';
import { PLAN_VARIANT } from '../../onboarding/media';
import { ownProjectMedia, readOwnOnboardState } from '../../onboarding/commands/ownOnboardState';
import type { PlansAnswersDoc } from '../answers';
import { plansAnswersSchema, plansAnswersToSave, plansComplete } from '../plans';
import { NO_PLANS_CONFLICT, PLAN_FILE_GONE } from '../plansMessages';
import { saveLaterStepAnswers, type LaterStepSaved } from './saveLaterStep';

/**
 * Plans & Drawings' "Save and continue": each uploaded file's kind and note, or "I don't have
 * any". The files themselves are uploaded and deleted by the media commands. Every file named must
 * be one of the caller's own plans on their project (another client's reads as gone), and
 * "I don't have any" is refused beside an uploaded file; otherwise nothing is written.
 */
export const savePlans = defineCommand({
  name: 'savePlans',
  access: 'account',
  input: plansAnswersSchema,
  async run(context, input): Promise<LaterStepSaved> {
    const answers = plansAnswersToSave(input);
    const { state } = await readOwnOnboardState(context.store, context.caller.uid);
    const media = await ownProjectMedia(context.store, context.caller.uid, state.projectId);
    const uploadedIds = media.filter((file) => file.variant === PLAN_VARIANT).map(({ id }) => id);
    return saveLaterStepAnswers<PlansAnswersDoc>(
      context,
      'plans',
      answers,
      plansComplete(answers, uploadedIds),
      () => {
        if (answers.files.some((file) => !uploadedIds.includes(file.mediaId))) {
          throw new CommandError('not-found', PLAN_FILE_GONE);
        }
        if (answers.noneToShare && uploadedIds.length > 0) {
          throw new CommandError('invalid-argument', NO_PLANS_CONFLICT);
        }
      },
    );
  },
});
