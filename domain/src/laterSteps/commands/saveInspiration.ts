import { defineCommand } from '../../commands/command';
import { CommandError } from '../../commands/commandError';
import { LANDSCAPE_INSPIRATION_VARIANT } from '../../onboarding/media';
import { ownProjectMedia, readOwnOnboardState } from '../../onboarding/commands/ownOnboardState';
import type { InspirationAnswersDoc } from '../answers';
import {
  inspirationAnswersSchema,
  inspirationAnswersToSave,
  inspirationComplete,
} from '../inspiration';
import { NO_INSPIRATION_CONFLICT } from '../inspirationMessages';
import { saveLaterStepAnswers, type LaterStepSaved } from './saveLaterStep';

/**
 * My Inspiration's "Save and continue": the links to boards or articles, or "I don't have any".
 * The photos and their comments are saved as they are uploaded and typed (the media commands);
 * they count here: a photo completes the step, and "I don't have any" is refused beside one.
 */
export const saveInspiration = defineCommand({
  name: 'saveInspiration',
  access: 'account',
  input: inspirationAnswersSchema,
  async run(context, input): Promise<LaterStepSaved> {
    const answers = inspirationAnswersToSave(input);
    const { state } = await readOwnOnboardState(context.store, context.caller.uid);
    const media = await ownProjectMedia(context.store, context.caller.uid, state.projectId);
    const photos = media.filter((file) => file.variant === LANDSCAPE_INSPIRATION_VARIANT).length;
    return saveLaterStepAnswers<InspirationAnswersDoc>(
      context,
      'inspiration',
      answers,
      inspirationComplete(answers, photos),
      () => {
        if (answers.noneToShare && photos > 0) {
          throw new CommandError('invalid-argument', NO_INSPIRATION_CONFLICT);
        }
      },
    );
  },
});
