import { defineCommand } from '../../commands/command';
import type { GoalsAnswersDoc } from '../answers';
import { goalsAnswersSchema, goalsAnswersToSave, goalsComplete } from '../goals';
import { saveLaterStepAnswers, type LaterStepSaved } from './saveLaterStep';

/** My Goals' "Save and continue": the client's goals, success answer, timing and installer. */
export const saveGoals = defineCommand({
  name: 'saveGoals',
  access: 'account',
  input: goalsAnswersSchema,
  async run(context, input): Promise<LaterStepSaved> {
    const answers = goalsAnswersToSave(input);
    return saveLaterStepAnswers<GoalsAnswersDoc>(context, 'goals', answers, goalsComplete(answers));
  },
});
