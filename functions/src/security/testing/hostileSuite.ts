// The hostile-input suite of one area: every callable of the area gets its generated hostile
// payloads and payloads nested 5,000 levels deep, signed-out and anonymous callers, and payloads
// naming another client's documents, through the real exported function. Each must end in a typed
// HttpsError (never 'internal', never a plain Error), log no error, and leave Firestore and the
// stored files as they were.
// The logger is mocked for every functions test file (testing/setupFakes.ts).

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import {
  HttpsError,
  type CallableRequest,
  type FunctionsErrorCode,
} from 'firebase-functions/v2/https';
import type { HostileCase } from '@yardwise/domain/commands/hostileInputs';
import type { CallableName } from '@yardwise/domain/commands/remoteCommands';
import { callableSamples } from '@yardwise/domain/commands/testing/callableSamples';
import {
  deeplyNestedPayloads,
  hostilePayloads,
} from '@yardwise/domain/commands/testing/hostilePayloads';
import { STAFF_CLAIM } from '@yardwise/domain/account/passwordReset';
import {
  memoryMediaStorage,
  type MemoryMediaStorage,
} from '../../adapters/storage/memoryMediaStorage';
import { setMediaStorageForTests } from '../../adapters/storage/selectMediaStorage';
import * as exported from '../../index';
import { callableRequest, type TestCaller } from '../../testing/callable';
import { clearFirestore } from '../../testing/firestore';
import { restoreFirestore, snapshotFirestore } from '../../testing/firestoreSnapshot';
import { accessOf, HOSTILE_CALLABLES, type Area } from './hostileCallables';
import { idsOf, otherClient, owner, SEEDED_FILE, seedClients, storedPaths } from './seedClients';

interface Callable {
  run(request: CallableRequest<unknown>): Promise<unknown>;
}

const anonymousVisitor: TestCaller = { uid: 'anon-hostile', signIn: 'anonymous' };

/** A request whose ID token carries the staff claim. */
function staffRequest(data: unknown, caller: TestCaller): CallableRequest<unknown> {
  const request = callableRequest(data, caller);
  Object.assign(request.auth!.token, { [STAFF_CLAIM]: true });
  return request;
}

/** What went wrong with one call, or null when it was refused with one of `codes`, logging nothing. */
async function problemWith(
  fn: Callable,
  request: CallableRequest<unknown>,
  codes: readonly FunctionsErrorCode[],
): Promise<string | null> {
  const errorsBefore = vi.mocked(logger.error).mock.calls.length;
  const outcome = await fn.run(request).then(
    () => 'accepted',
    (error: unknown) => {
      if (!(error instanceof HttpsError)) return `threw a plain error: ${String(error)}`;
      if (!codes.includes(error.code)) return `refused as ${error.code}: ${error.message}`;
      return null;
    },
  );
  const logged = vi.mocked(logger.error).mock.calls.length > errorsBefore;
  if (outcome) return outcome;
  return logged ? 'logged an error' : null;
}

function describeProblems(label: string, problem: string | null): string[] {
  return problem ? [`${label}: ${problem}`] : [];
}

const STORED_PATHS = [...storedPaths(owner), ...storedPaths(otherClient)];

/** The clients' stored files that are gone: a refused call must leave every one. */
function missingFiles(storage: MemoryMediaStorage): string[] {
  return STORED_PATHS.filter((path) => !storage.has(path));
}

function restoreStoredFiles(storage: MemoryMediaStorage): void {
  for (const path of STORED_PATHS) storage.put(path, SEEDED_FILE);
}

export function describeHostileInputs(area: Area): void {
  const names = (Object.keys(HOSTILE_CALLABLES) as CallableName[]).filter(
    (name) => HOSTILE_CALLABLES[name].area === area,
  );
  const own = idsOf(owner);
  const other = idsOf(otherClient);
  const samples = callableSamples(own);
  const otherSamples = callableSamples(other);
  let storage: MemoryMediaStorage;

  beforeAll(async () => {
    // completeTestPayment only runs on the emulator without a Stripe key: let it reach its checks.
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    storage = memoryMediaStorage();
    setMediaStorageForTests(storage);
    await clearFirestore();
    await seedClients(storage);
  });

  afterAll(() => {
    setMediaStorageForTests(null);
    vi.unstubAllEnvs();
  });

  beforeEach(() => {
    vi.mocked(logger.error).mockClear();
  });

  describe.each(names)('%s', (name) => {
    const entry = HOSTILE_CALLABLES[name];
    const fn: Callable = exported[name];
    const { input, valid } = samples[name];
    const request = (data: unknown) =>
      entry.sentByStaff ? staffRequest(data, owner) : callableRequest(data, owner);
    const otherUserCases =
      entry.otherUsers?.({ ids: other, valid: otherSamples[name].valid }, valid) ?? [];

    it('accepts the sample payload as valid input (so the hostile ones test the schema)', () => {
      expect(input.isValidSync(valid, { strict: true })).toBe(true);
    });

    const cases: HostileCase[] = [
      ...hostilePayloads(input, valid),
      ...deeplyNestedPayloads(valid),
      ...(entry.extra?.(own) ?? []),
    ];

    /** Sends every hostile payload; each must be refused with one of `codes`, changing nothing. */
    async function expectAllRefused(
      requestFor: (payload: unknown) => CallableRequest<unknown>,
      codes: readonly FunctionsErrorCode[],
    ) {
      const before = await snapshotFirestore();
      const problems: string[] = [];
      for (const [label, payload] of cases) {
        problems.push(
          ...describeProblems(label, await problemWith(fn, requestFor(payload), codes)),
        );
      }

      expect(cases.length).toBeGreaterThanOrEqual(200);
      expect(problems).toEqual([]);
      expect(Object.prototype).not.toHaveProperty('isAdmin');
      expect(await snapshotFirestore()).toEqual(before);
      expect(missingFiles(storage)).toEqual([]);
    }

    it('refuses every hostile payload as invalid-argument, logging nothing and writing nothing', async () => {
      await expectAllRefused(request, ['invalid-argument']);
    });

    if (entry.sentByStaff) {
      it('refuses every hostile payload from an account without the staff claim too', async () => {
        await expectAllRefused(
          (payload) => callableRequest(payload, owner),
          ['permission-denied', 'invalid-argument'],
        );
      });
    }

    it("refuses signed-out callers, anonymous visitors where an account is needed, and other clients' documents, writing nothing", async () => {
      const before = await snapshotFirestore();
      const problems = describeProblems(
        'signed out',
        await problemWith(fn, callableRequest(valid), ['unauthenticated']),
      );
      if (accessOf(name) === 'account') {
        const anonymous = callableRequest(valid, anonymousVisitor);
        problems.push(
          ...describeProblems('anonymous', await problemWith(fn, anonymous, ['permission-denied'])),
        );
      }
      for (const { label, payload, codes } of otherUserCases) {
        const ownerRequest = callableRequest(payload, owner);
        problems.push(...describeProblems(label, await problemWith(fn, ownerRequest, codes)));
      }

      expect(problems).toEqual([]);
      expect(await snapshotFirestore()).toEqual(before);
      expect(missingFiles(storage)).toEqual([]);
    });

    const theirs = otherUserCases.filter((otherUserCase) => !otherUserCase.mixed);
    if (theirs.length === 0) return;
    it("accepts the payloads naming another client's documents from that client (so the refusals are about ownership)", async () => {
      const before = await snapshotFirestore();
      try {
        for (const { payload } of theirs) {
          await expect(fn.run(callableRequest(payload, otherClient))).resolves.toBeDefined();
        }
      } finally {
        await restoreFirestore(before);
        restoreStoredFiles(storage);
      }
    });
  });
}
