import type { PackageKey } from '../../catalog/catalog';

import type { MediaDoc, OnboardStateDoc } from '../../firestore/documents';
import { isUploadComplete } from '../../onboarding/completeness';
import { countYardMedia } from '../../onboarding/media';
import { YARD_LABELS } from '../../onboarding/messages';
import { activeYards } from '../../onboarding/packageRules';
import {
  showsExteriorDesign,
  showsWishList,
  type PackageStepOptions,
} from '../../onboarding/packageSteps';
import { sidebarStepLabel } from '../../onboarding/sidebar';
import { BUDGET_PATH, EXTERIOR_DESIGN_PATH, MY_YARD_PATH } from '../../routes/paths';
import { answersOfStep, type LaterStepAnswersDoc } from '../answers';
import { GOAL_OPTIONS, INSTALL_TIMING_OPTIONS, INSTALLER_OPTIONS } from '../goals';
import type { LaterStepKey } from '../keys';
import { CONTACT_METHOD_OPTIONS, monthLabel } from '../installation';
import { INTEREST_OPTIONS } from '../plants';
import { MATERIAL_OPTIONS, SUN_OPTIONS, UPKEEP_OPTIONS, YARD_USER_OPTIONS } from '../preferences';
import { laterStepStatusLabel } from '../status';
import { laterStepPath, laterStepsFor } from '../steps';
import { NONE_CHOSEN, NOT_ANSWERED, SKIPPED } from './messages';

// Start My Project's summary: what the client told us, section by section, each with the page
// that edits it. Steps are read through their saved answers; a step whose answers this summary
// does not know yet is shown by its status.

export interface SummarySection {
  key: string;
  title: string;
  lines: string[];
  /** The page that edits the section. */
  editPath: string;
}

export interface SummaryContext {
  packageKey: PackageKey;
  stepOptions?: PackageStepOptions;
  state: Pick<
    OnboardStateDoc,
    'yardsStatusObj' | 'budgetStepComplete' | 'exteriorDesignStepComplete' | 'laterSteps'
  >;
  answers: readonly LaterStepAnswersDoc[];
  media: readonly Pick<MediaDoc, 'variant'>[];
  /** Items on the wish list; null while unknown. */
  wishListItems: number | null;
}

function labelOf(options: readonly { value: string; label: string }[], value: unknown): string {
  return options.find((option) => option.value === value)?.label ?? String(value);
}

function labelsOf(options: readonly { value: string; label: string }[], values: unknown): string {
  const list = Array.isArray(values) ? values : [];
  return list.length > 0 ? list.map((value) => labelOf(options, value)).join(', ') : NONE_CHOSEN;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function yardsSection(context: SummaryContext): SummarySection {
  const yards = activeYards(context.state);
  const lines = yards.map((yard) => {
    const counts = countYardMedia(context.media, yard);
    const photos = counts['wide-angle'] + counts.slope;
    const videos = counts['slow-pan'] + counts.chatty;
    const done = isUploadComplete(context.state.yardsStatusObj[yard]) ? 'complete' : 'not finished';
    return `${YARD_LABELS[yard]}: ${plural(photos, 'photo', 'photos')}, ${plural(videos, 'video', 'videos')} (uploads ${done})`;
  });
  return {
    key: 'yards',
    title: 'Yards, photos and videos',
    lines: lines.length > 0 ? lines : ['No yards chosen yet'],
    editPath: MY_YARD_PATH,
  };
}

function wishListSection(context: SummaryContext): SummarySection {
  const { wishListItems } = context;
  return {
    key: 'wish-list',
    title: `${sidebarStepLabel('wish-list', context.packageKey)} and budget`,
    lines: [
      context.state.budgetStepComplete ? 'Complete' : 'Not finished yet',
      ...(wishListItems === null ? [] : [plural(wishListItems, 'item', 'items')]),
    ],
    editPath: BUDGET_PATH,
  };
}

function goalsLines(context: SummaryContext): string[] {
  const goals = answersOfStep(context.answers, 'goals');
  if (!goals) return [NOT_ANSWERED];
  return [
    `Top goals: ${labelsOf(GOAL_OPTIONS, goals.goals)}`,
    ...(goals.success.trim() ? [`Success: ${goals.success.trim()}`] : []),
    `Hoping to install: ${labelOf(INSTALL_TIMING_OPTIONS, goals.installTiming)}`,
    `Who will install: ${labelOf(INSTALLER_OPTIONS, goals.installer)}`,
  ];
}

function preferencesLines(context: SummaryContext): string[] {
  const saved = answersOfStep(context.answers, 'preferences');
  if (!saved) return [NOT_ANSWERED];
  const sun = saved.sun as Partial<Record<string, string>>;
  return [
    ...activeYards(context.state).map(
      (yard) =>
        `Sun in the ${YARD_LABELS[yard]}: ${sun[yard] ? labelOf(SUN_OPTIONS, sun[yard]) : NOT_ANSWERED}`,
    ),
    `Materials liked: ${labelsOf(MATERIAL_OPTIONS, saved.likedMaterials)}`,
    `Materials to avoid: ${labelsOf(MATERIAL_OPTIONS, saved.dislikedMaterials)}`,
    `Upkeep: ${labelOf(UPKEEP_OPTIONS, saved.upkeep)}`,
    `Who uses the yard: ${labelsOf(YARD_USER_OPTIONS, saved.yardUsers)}`,
    ...(saved.siteNotes.trim() ? [`Drainage, soil or slopes: ${saved.siteNotes.trim()}`] : []),
  ];
}

function plantsLines(context: SummaryContext): string[] {
  const saved = answersOfStep(context.answers, 'plants');
  if (!saved) return [NOT_ANSWERED];
  const list = (plants: readonly string[]) => (plants.length > 0 ? plants.join(', ') : NONE_CHOSEN);
  const interest = (value: string) => (value ? labelOf(INTEREST_OPTIONS, value) : NOT_ANSWERED);
  return [
    `Plants you love: ${list(saved.lovedPlants)}`,
    `Plants to avoid: ${list(saved.avoidedPlants)}`,
    ...(saved.allergies.trim() ? [`Allergies: ${saved.allergies.trim()}`] : []),
    `Native plants: ${interest(saved.nativeInterest)}`,
    `Edible plants: ${interest(saved.edibleInterest)}`,
  ];
}

function installationLines(context: SummaryContext): string[] {
  const saved = answersOfStep(context.answers, 'installation-details');
  if (!saved) return [NOT_ANSWERED];
  return [
    `Preferred start: ${monthLabel(saved.startMonth)}`,
    `Contact by: ${labelOf(CONTACT_METHOD_OPTIONS, saved.contactMethod)}`,
    ...(saved.accessNotes.trim() ? [`Access: ${saved.accessNotes.trim()}`] : []),
  ];
}

/**
 * A step this summary reads by its status: "Skipped" when the client said they have none, the
 * number of links or files they gave, else the step's status.
 */
function statusLines(context: SummaryContext, step: LaterStepKey): string[] {
  const doc = context.answers.find((candidate) => candidate.step === step);
  const answers = (doc?.answers ?? null) as Record<string, unknown> | null;
  if (answers?.noneToShare === true) return [SKIPPED];
  const status = context.state.laterSteps?.[step];
  if (!answers && !status) return [NOT_ANSWERED];
  const counts = [
    ...(Array.isArray(answers?.links) ? [plural(answers.links.length, 'link', 'links')] : []),
    ...(Array.isArray(answers?.files) ? [plural(answers.files.length, 'file', 'files')] : []),
  ];
  return [laterStepStatusLabel(status ?? 'in-progress'), ...counts];
}

function laterSection(context: SummaryContext, step: LaterStepKey): SummarySection {
  const answered: Partial<Record<LaterStepKey, (context: SummaryContext) => string[]>> = {
    goals: goalsLines,
    preferences: preferencesLines,
    plants: plantsLines,
    'installation-details': installationLines,
  };
  const lines = answered[step]?.(context) ?? statusLines(context, step);
  return {
    key: step,
    // The sidebar's names, so each section reads as the step the client knows.
    title: sidebarStepLabel(step, context.packageKey),
    lines,
    editPath: laterStepPath(step),
  };
}

/**
 * The sections in this order: yards and media, wish list and budget, exterior design,
 * goals, inspiration, plans, preferences, plants, installation; each only where the package has
 * the step.
 */
export function projectSummary(context: SummaryContext): SummarySection[] {
  const { packageKey, stepOptions } = context;
  const steps = laterStepsFor(packageKey, stepOptions);
  const order: LaterStepKey[] = [
    'goals',
    'inspiration',
    'plans',
    'preferences',
    'plants',
    'installation-details',
  ];
  return [
    yardsSection(context),
    ...(showsWishList(packageKey) ? [wishListSection(context)] : []),
    ...(showsExteriorDesign(packageKey, stepOptions)
      ? [
          {
            key: 'exterior-design',
            title: 'Exterior design',
            lines: [context.state.exteriorDesignStepComplete ? 'Complete' : 'Not finished yet'],
            editPath: EXTERIOR_DESIGN_PATH,
          },
        ]
      : []),
    ...order.filter((step) => steps.includes(step)).map((step) => laterSection(context, step)),
  ];
}
