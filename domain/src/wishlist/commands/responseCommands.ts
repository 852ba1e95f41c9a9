import { defineCommand } from '../../commands/command';
import { CommandError } from '../../commands/commandError';
import type { DocStore } from '../../commands/docStore';
import type { ChecklistResponseDoc } from '../checklistResponse';
import { newChecklistResponseDoc, type ItemAnswers } from '../itemFlow';
import {
  createChecklistResponseInput,
  deleteChecklistResponseInput,
  MAX_WISH_LIST_RESPONSES,
  updateChecklistResponseInput,
  updateResponseOrderInput,
} from '../schemas';
import { RESPONSE_NOT_FOUND, WISH_LIST_FULL } from './messages';
import {
  checkItemAnswers,
  ownResponses,
  readOwnProject,
  readOwnResponse,
  type OwnProject,
} from './ownWishList';

// Wish-list responses: insert, update and delete a response, and reorder them. Each acts on the
// caller's own project only.

interface ResponseResult {
  responseId: string;
}

// Decision: one response per item per project, so its id is derived from both; the same item saved
// twice (two tabs, a lost reply) updates the one response.
export function checklistResponseIdFor(projectId: string, itemId: string): string {
  return `${projectId}-${itemId}`;
}

function answersOf(input: ItemAnswers): ItemAnswers {
  return {
    priceOptionId: input.priceOptionId,
    styleOptionId: input.styleOptionId,
    yards: input.yards,
    yardsNotSure: input.yardsNotSure,
    context: input.context.trim(),
  };
}

/** The saved response with new answers; owner, item and place on the list stay. */
function withAnswers(response: ChecklistResponseDoc, answers: ItemAnswers): ChecklistResponseDoc {
  return newChecklistResponseDoc(response.item_id, answers, {
    userId: response.userId,
    projectId: response.projectId,
    order: response.order,
  });
}

function nextOrder(responses: readonly Pick<ChecklistResponseDoc, 'order'>[]): number {
  return responses.reduce((last, response) => Math.max(last, response.order || 0), 0) + 1;
}

/** "Add to wish list": a new response last on the list, or the item's saved one updated. */
export const createChecklistResponse = defineCommand({
  name: 'createChecklistResponse',
  access: 'account',
  input: createChecklistResponseInput,
  async run({ caller, store }, input): Promise<ResponseResult> {
    const project = await readOwnProject(store, caller.uid);
    const answers = answersOf(input);
    await checkItemAnswers(store, project.packageKey, project.stepOptions, input.itemId, answers);
    const responses = await ownResponses(store, caller.uid, project.projectId);
    const saved = responses.find((response) => response.item_id === input.itemId);
    if (saved) {
      await store.set('checklistResponses', saved.id, withAnswers(saved, answers));
      return { responseId: saved.id };
    }
    if (responses.length >= MAX_WISH_LIST_RESPONSES) {
      throw new CommandError('failed-precondition', WISH_LIST_FULL);
    }
    const responseId = checklistResponseIdFor(project.projectId, input.itemId);
    const doc = newChecklistResponseDoc(input.itemId, answers, {
      userId: caller.uid,
      projectId: project.projectId,
      order: nextOrder(responses),
    });
    await store.set('checklistResponses', responseId, doc);
    return { responseId };
  },
});

/** "update": new answers for the caller's saved response, checked against its item. */
export const updateChecklistResponse = defineCommand({
  name: 'updateChecklistResponse',
  access: 'account',
  input: updateChecklistResponseInput,
  async run({ caller, store }, input): Promise<ResponseResult> {
    const project = await readOwnProject(store, caller.uid);
    const response = await readOwnResponse(store, project, caller.uid, input.responseId);
    const answers = answersOf(input);
    await checkItemAnswers(
      store,
      project.packageKey,
      project.stepOptions,
      response.item_id,
      answers,
    );
    await store.set('checklistResponses', input.responseId, withAnswers(response, answers));
    return { responseId: input.responseId };
  },
});

export const deleteChecklistResponse = defineCommand({
  name: 'deleteChecklistResponse',
  access: 'account',
  input: deleteChecklistResponseInput,
  async run({ caller, store }, input): Promise<ResponseResult> {
    const project = await readOwnProject(store, caller.uid);
    await readOwnResponse(store, project, caller.uid, input.responseId);
    await store.delete('checklistResponses', input.responseId);
    return { responseId: input.responseId };
  },
});

async function ownResponsesNamed(
  store: DocStore,
  project: OwnProject,
  uid: string,
  ids: readonly string[],
) {
  const responses = await ownResponses(store, uid, project.projectId);
  const byId = new Map(responses.map((response) => [response.id, response]));
  if (ids.some((id) => !byId.has(id))) throw new CommandError('not-found', RESPONSE_NOT_FOUND);
  return byId;
}

/**
 * "Let's Prioritize!" reorder: new positions for some of the caller's responses. Only responses
 * whose position changed are written; the answer counts them.
 */
export const updateResponseOrder = defineCommand({
  name: 'updateResponseOrder',
  access: 'account',
  input: updateResponseOrderInput,
  async run({ caller, store }, input): Promise<{ updated: number }> {
    const project = await readOwnProject(store, caller.uid);
    const ids = input.orders.map((entry) => entry.responseId);
    const byId = await ownResponsesNamed(store, project, caller.uid, ids);
    const changed = input.orders.filter(
      (entry) => byId.get(entry.responseId)?.order !== entry.order,
    );
    for (const entry of changed) {
      await store.update('checklistResponses', entry.responseId, { order: entry.order });
    }
    return { updated: changed.length };
  },
});
