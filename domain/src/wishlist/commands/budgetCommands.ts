import { defineCommand } from '../../commands/command';
import { CommandError } from '../../commands/commandError';
import { saveChange } from '../../onboarding/commands/ownOnboardState';
import { activeYards } from '../../onboarding/packageRules';
import { budgetMetadataId, budgetSavePlan, firstPhaseMetadataId } from '../budget';
import type { BudgetIntent } from '../budgetIntent';
import { prioritizeSubmit } from '../prioritize';
import { saveBudgetInput, submitBudgetIntentInput } from '../schemas';
import { WISH_LIST_EMPTY } from './messages';
import { ownResponses, readOwnProject, readProjectDoc } from './ownWishList';

// The budget answers: the budget form save (budget metadata) and Prioritize (the project's
// clientBudgetIntent).

/**
 * Budget form save: inserts or updates the project's budget metadata and its first phase, both
 * owned by the caller so the budget pages can read them live.
 */
export const saveBudget = defineCommand({
  name: 'saveBudget',
  access: 'account',
  input: saveBudgetInput,
  async run(
    { caller, store },
    input,
  ): Promise<{ budgetMetadataId: string; phaseMetadataId: string }> {
    const project = await readOwnProject(store, caller.uid);
    const metadataId = budgetMetadataId(project.projectId);
    const existing = {
      budgetMetadata: (await store.get('budgetMetadata', metadataId)) !== undefined,
      firstPhase:
        (await store.get('budgetPhaseMetadata', firstPhaseMetadataId(metadataId))) !== undefined,
    };
    const plan = budgetSavePlan(
      input,
      { projectId: project.projectId, userId: caller.uid, yards: activeYards(project.state) },
      existing,
    );
    const { budgetMetadata, firstPhase } = plan;
    if (budgetMetadata.operation === 'insert') {
      await store.set('budgetMetadata', budgetMetadata.id, budgetMetadata.record);
    } else {
      await store.update('budgetMetadata', budgetMetadata.id, budgetMetadata.record);
    }
    if (firstPhase.operation === 'insert') {
      await store.set('budgetPhaseMetadata', firstPhase.id, firstPhase.record);
    } else {
      await store.update('budgetPhaseMetadata', firstPhase.id, firstPhase.record);
    }
    return { budgetMetadataId: budgetMetadata.id, phaseMetadataId: firstPhase.id };
  },
});

/**
 * "Let's Prioritize!" submit: the budget intent goes on the project and the onboard state records
 * the submitted installation plans, which unlocks the other steps. Decision: an empty wish list has
 * nothing to prioritize, so it is refused.
 */
export const submitBudgetIntent = defineCommand({
  name: 'submitBudgetIntent',
  access: 'account',
  input: submitBudgetIntentInput,
  async run({ caller, store }, input): Promise<{ clientBudgetIntent: BudgetIntent }> {
    const project = await readOwnProject(store, caller.uid);
    await readProjectDoc(store, project.projectId);
    const responses = await ownResponses(store, caller.uid, project.projectId);
    if (responses.length === 0) throw new CommandError('failed-precondition', WISH_LIST_EMPTY);
    const submit = prioritizeSubmit(input.budgetIntent);
    if (!submit.ok) throw new CommandError('invalid-argument', submit.message);
    await store.update('projects', project.projectId, submit.projectUpdate);
    await saveChange(store, project, {
      state: { ...project.state, ...submit.onboardStateUpdate },
      changed: project.state.submittedInstallationPlans !== true,
    });
    return { clientBudgetIntent: submit.projectUpdate.clientBudgetIntent };
  },
});
