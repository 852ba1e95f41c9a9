import { defineCommand } from '../../commands/command';
import { CommandError } from '../../commands/commandError';
import type { InstallationAnswersDoc } from '../answers';
import {
  installationAnswersSchema,
  installationAnswersToSave,
  installationComplete,
  startMonthProblem,
  startMonthRangeAt,
} from '../installation';
import { saveLaterStepAnswers, type LaterStepSaved } from './saveLaterStep';

/**
 * Installation Details' "Save and continue" (Uber Premium only: other packages are refused, as
 * the step is not theirs): the start month, how the installer should contact the client and the
 * access notes. The start month must fall in the range at the server's time; otherwise nothing is
 * written.
 */
export const saveInstallationDetails = defineCommand({
  name: 'saveInstallationDetails',
  access: 'account',
  input: installationAnswersSchema,
  async run(context, input): Promise<LaterStepSaved> {
    const answers = installationAnswersToSave(input);
    return saveLaterStepAnswers<InstallationAnswersDoc>(
      context,
      'installation-details',
      answers,
      installationComplete(answers),
      () => {
        const problem = startMonthProblem(answers.startMonth, startMonthRangeAt(context.now));
        if (problem) throw new CommandError('invalid-argument', problem);
      },
    );
  },
});
