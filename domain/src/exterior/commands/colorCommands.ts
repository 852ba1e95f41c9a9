import { defineCommand } from '../../commands/command';
import { CommandError } from '../../commands/commandError';
import type { DocStore } from '../../commands/docStore';
import { readOwnOnboardState } from '../../onboarding/commands/ownOnboardState';
import {
  colorPage,
  isDuplicateColorResponse,
  newColorResponseDoc,
  type ColorPage,
  type ColorPlacement,
  type ColorResponseDoc,
} from '../colors';
import { createColorResponseInput, deleteColorResponseInput, listColorsInput } from '../schemas';
import {
  COLOR_NOT_FOUND,
  COLOR_RESPONSE_NOT_FOUND,
  COLOR_RESPONSES_FULL,
  MAX_COLOR_RESPONSES,
} from './messages';

// The colour service: list colours a page at a time, and create or delete the
// caller's colour choices for their own project.

/** Get colours: 100 to a page, sorted by category then name, optionally of one category. */
export const listColors = defineCommand({
  name: 'listColors',
  access: 'account',
  input: listColorsInput,
  async run({ store }, input): Promise<ColorPage> {
    return colorPage(await store.query('colors', {}), input.page, input.category);
  },
});

function placementSlug(placement: ColorPlacement): string {
  return placement.toLowerCase().replace(/\s+/g, '-');
}

// Decision: a colour is saved once per placement, so its id is derived from project, colour and
// placement; saving the same choice twice finds the one response.
export function colorResponseIdFor(
  projectId: string,
  choice: Pick<ColorResponseDoc, 'colorId' | 'placement'>,
): string {
  return `${projectId}-${choice.colorId}-${placementSlug(choice.placement)}`;
}

async function ownProjectId(store: DocStore, uid: string): Promise<string> {
  return (await readOwnOnboardState(store, uid)).state.projectId;
}

/** Create colour response: the colour must exist; the same colour and placement twice is one. */
export const createColorResponse = defineCommand({
  name: 'createColorResponse',
  access: 'account',
  input: createColorResponseInput,
  async run({ caller, store }, input): Promise<{ colorResponseId: string }> {
    const projectId = await ownProjectId(store, caller.uid);
    if (!(await store.get('colors', input.colorId))) {
      throw new CommandError('not-found', COLOR_NOT_FOUND);
    }
    const saved = await store.query('colorResponses', { userId: caller.uid, projectId });
    const duplicate = saved.find((response) => isDuplicateColorResponse([response], input));
    if (duplicate) return { colorResponseId: duplicate.id };
    if (saved.length >= MAX_COLOR_RESPONSES) {
      throw new CommandError('failed-precondition', COLOR_RESPONSES_FULL);
    }
    const colorResponseId = colorResponseIdFor(projectId, input);
    await store.set(
      'colorResponses',
      colorResponseId,
      newColorResponseDoc(input, { userId: caller.uid, projectId }),
    );
    return { colorResponseId };
  },
});

/** Delete colour response by id: only the caller's own, of their project; others read as missing. */
export const deleteColorResponse = defineCommand({
  name: 'deleteColorResponse',
  access: 'account',
  input: deleteColorResponseInput,
  async run({ caller, store }, input): Promise<{ colorResponseId: string }> {
    const projectId = await ownProjectId(store, caller.uid);
    const response = await store.get('colorResponses', input.colorResponseId);
    if (!response || response.userId !== caller.uid || response.projectId !== projectId) {
      throw new CommandError('not-found', COLOR_RESPONSE_NOT_FOUND);
    }
    await store.delete('colorResponses', input.colorResponseId);
    return { colorResponseId: input.colorResponseId };
  },
});
