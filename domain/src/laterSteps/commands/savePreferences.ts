import { defineCommand } from '../../commands/command';
import { CommandError } from '../../commands/commandError';
import { activeYards } from '../../onboarding/packageRules';
import type { PreferencesAnswersDoc } from '../answers';
import {
  preferencesAnswersSchema,
  preferencesAnswersToSave,
  preferencesComplete,
  sunYardsProblem,
} from '../preferences';
import { saveLaterStepAnswers, type LaterStepSaved } from './saveLaterStep';

/**
 * My Preferences' "Save and continue": sun per chosen yard, materials, upkeep, who uses the yard
 * and the drainage/soil/slopes notes. The sun answers must name exactly the client's chosen yards
 * (their onboard state's active yards); otherwise nothing is written.
 */
export const savePreferences = defineCommand({
  name: 'savePreferences',
  access: 'account',
  input: preferencesAnswersSchema,
  async run(context, input): Promise<LaterStepSaved> {
    const answers = preferencesAnswersToSave(input);
    return saveLaterStepAnswers<PreferencesAnswersDoc>(
      context,
      'preferences',
      answers,
      (own) => preferencesComplete(answers, activeYards(own.state)),
      (own) => {
        const problem = sunYardsProblem(answers.sun, activeYards(own.state));
        if (problem) throw new CommandError('invalid-argument', problem);
      },
    );
  },
});
