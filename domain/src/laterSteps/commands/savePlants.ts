import { defineCommand } from '../../commands/command';
import type { PlantsAnswersDoc } from '../answers';
import { plantsAnswersSchema, plantsAnswersToSave, plantsComplete } from '../plants';
import { saveLaterStepAnswers, type LaterStepSaved } from './saveLaterStep';

/**
 * My Plants' "Save and continue": plants loved and to avoid, allergies, interest in native and in
 * edible plants. The step is optional, so any accepted save completes it, an empty one too.
 */
export const savePlants = defineCommand({
  name: 'savePlants',
  access: 'account',
  input: plantsAnswersSchema,
  async run(context, input): Promise<LaterStepSaved> {
    const answers = plantsAnswersToSave(input);
    return saveLaterStepAnswers<PlantsAnswersDoc>(
      context,
      'plants',
      answers,
      plantsComplete(answers),
    );
  },
});
