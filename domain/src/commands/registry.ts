import type { AnyObject, InferType, ObjectSchema } from 'yup';
import type { CommandDefinition } from './command';
import { catalogPrices } from '../catalog/catalogPrices';
import { acceptTerms } from './acceptTerms';
import { createDesignProfile } from './createDesignProfile';
import { updateDesignProfile } from './updateDesignProfile';
import { updateProfile } from './updateProfile';
import { updateMediaDescription } from '../onboarding/commands/mediaCommands';
import { startOnboarding } from '../onboarding/commands/startOnboarding';
import {
  activateYard,
  deactivateYard,
  resetOnboarding,
  setBudgetStepComplete,
  setCurrentStep,
  setExteriorDesignStepComplete,
  setYardPriorities,
  setYardSloped,
  setYardStepStatus,
  swapYards,
  verifyInformation,
} from '../onboarding/commands/yardCommands';
import {
  createChecklistResponse,
  deleteChecklistResponse,
  updateChecklistResponse,
  updateResponseOrder,
} from '../wishlist/commands/responseCommands';
import { recalculateWishListEstimate } from '../wishlist/commands/estimateCommands';
import { saveBudget, submitBudgetIntent } from '../wishlist/commands/budgetCommands';
import {
  createColorResponse,
  deleteColorResponse,
  listColors,
} from '../exterior/commands/colorCommands';
import {
  completeExteriorDesign,
  completeStyleQuiz,
  setExteriorPaintDesired,
} from '../exterior/commands/exteriorCommands';
import { saveGoals } from '../laterSteps/commands/saveGoals';
import { saveInspiration } from '../laterSteps/commands/saveInspiration';
import { saveInstallationDetails } from '../laterSteps/commands/saveInstallationDetails';
import { savePlans } from '../laterSteps/commands/savePlans';
import { savePlants } from '../laterSteps/commands/savePlants';
import { savePreferences } from '../laterSteps/commands/savePreferences';
import { submitProject } from '../laterSteps/commands/submitProject';

/** Every callable command, by the name the functions export it under. */
export const COMMANDS = {
  catalogPrices,
  acceptTerms,
  createDesignProfile,
  updateDesignProfile,
  updateProfile,
  startOnboarding,
  activateYard,
  deactivateYard,
  swapYards,
  setYardStepStatus,
  setYardSloped,
  setYardPriorities,
  verifyInformation,
  setBudgetStepComplete,
  setExteriorDesignStepComplete,
  setCurrentStep,
  resetOnboarding,
  updateMediaDescription,
  createChecklistResponse,
  updateChecklistResponse,
  deleteChecklistResponse,
  updateResponseOrder,
  recalculateWishListEstimate,
  saveBudget,
  submitBudgetIntent,
  listColors,
  createColorResponse,
  deleteColorResponse,
  setExteriorPaintDesired,
  completeStyleQuiz,
  completeExteriorDesign,
  saveGoals,
  saveInspiration,
  savePlans,
  savePreferences,
  savePlants,
  saveInstallationDetails,
  submitProject,
} as const;

export type CommandName = keyof typeof COMMANDS;
export type CommandInput<N extends CommandName> = InferType<(typeof COMMANDS)[N]['input']>;
export type CommandOutput<N extends CommandName> = Awaited<ReturnType<(typeof COMMANDS)[N]['run']>>;

/** Any registered command with its types widened, for code that runs commands by name. */
export type AnyCommand = CommandDefinition<ObjectSchema<AnyObject>, unknown>;

export function commandNamed(name: CommandName): AnyCommand {
  return COMMANDS[name];
}
