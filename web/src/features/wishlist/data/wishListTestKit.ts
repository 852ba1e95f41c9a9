import { vi } from 'vitest';
import type { PackageKey } from '@yardwise/domain/catalog/catalog';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { OnboardStateDoc } from '@yardwise/domain/firestore/documents';
import { SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import {
  yardFlagsFor,
  type ChecklistResponseDoc,
} from '@yardwise/domain/wishlist/checklistResponse';
import type { HouseYard } from '@yardwise/domain/onboarding/yards';
import { CommandFailure } from '@web/data/commandFailure';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';

// Test helpers of the wish-list pages: the sample client (Full Yard) with its data changed first.

export const SAMPLE_STATE_ID = onboardStateIdFor(SAMPLE_CLIENT_UID);

type Prepare = (dataLayer: MemoryDataLayer) => Promise<void>;

/** Prepares several changes in order. */
export function prepareAll(...steps: Prepare[]): Prepare {
  return async (dataLayer) => {
    for (const step of steps) await step(dataLayer);
  };
}

export function withPackage(packageKey: PackageKey): Prepare {
  return ({ store }) =>
    store.transaction((tx) => tx.update('profiles', SAMPLE_CLIENT_UID, { package: packageKey }));
}

/** The sample client as a buyer of an exterior upgrade add-on, as the purchase records it. */
export function withExteriorUpgrade(): Prepare {
  return ({ store }) =>
    store.transaction((tx) => tx.update('profiles', SAMPLE_CLIENT_UID, { exteriorUpgrade: true }));
}

export function withState(patch: Partial<OnboardStateDoc>): Prepare {
  return ({ store }) =>
    store.transaction((tx) => tx.update('onboardStates', SAMPLE_STATE_ID, patch));
}

export interface SeedAnswer {
  priceOptionId: string;
  styleOptionId?: string | null;
  yards?: HouseYard[];
  context?: string;
  order?: number;
}

/** The response id the create command gives an item of the sample project. */
export function sampleResponseId(itemId: string): string {
  return `${SAMPLE_PROJECT_ID}-${itemId}`;
}

/** A saved wish-list answer of the sample client, as "Add to wish list" would leave it. */
export function withResponse(itemId: string, answer: SeedAnswer): Prepare {
  const doc: ChecklistResponseDoc = {
    userId: SAMPLE_CLIENT_UID,
    projectId: SAMPLE_PROJECT_ID,
    item_id: itemId,
    price_option_id: answer.priceOptionId,
    style_option_id: answer.styleOptionId ?? null,
    context: answer.context ?? '',
    ...yardFlagsFor(answer.yards ?? []),
    order: answer.order ?? 1,
  };
  return ({ store }) =>
    store.transaction((tx) => tx.set('checklistResponses', sampleResponseId(itemId), doc));
}

export function savedResponses(dataLayer: MemoryDataLayer): WithId<ChecklistResponseDoc>[] {
  return dataLayer.store.list('checklistResponses');
}

export function savedState(dataLayer: MemoryDataLayer): OnboardStateDoc {
  const state = dataLayer.store.read('onboardStates', SAMPLE_STATE_ID);
  if (!state) throw new Error('The sample onboard state is missing');
  return state;
}

/**
 * Spies on every command the page runs; the named ones fail with this user-facing message, the
 * others run as usual in the in-memory data layer.
 */
export function spyOnCommands(
  dataLayer: MemoryDataLayer,
  failing: Partial<Record<string, string>> = {},
) {
  const original = dataLayer.commands.call.bind(dataLayer.commands);
  return vi.spyOn(dataLayer.commands, 'call').mockImplementation(((name, input) => {
    const message = failing[name];
    return message
      ? Promise.reject(new CommandFailure('unavailable', message))
      : original(name, input);
  }) as typeof dataLayer.commands.call);
}

/** The inputs one command was called with, in order. */
export function callsOf(spy: { mock: { calls: unknown[][] } }, name: string): unknown[] {
  return spy.mock.calls.filter(([command]) => command === name).map(([, input]) => input);
}
