import { expect, it } from 'vitest';
import type { CallableFunction } from 'firebase-functions/v2/https';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { laterStepAnswersId } from '@yardwise/domain/laterSteps/answers';
import type { LaterStepKey } from '@yardwise/domain/laterSteps/keys';
import type { PackageKey } from '@yardwise/domain/catalog/catalog';
import { ONBOARDING_NOT_STARTED } from '@yardwise/domain/onboarding/commands/ownOnboardState';
import { allDocs, readDoc } from '../../designProfiles/firestoreDocs';
import { callableRequest as request, rejection, type TestCaller } from '../../testing/callable';
import {
  anonymousVisitor,
  onboardStateOf,
  seedPurchase,
} from '../../onboarding/testing/onboardingClients';

type LaterStepCallable = CallableFunction<unknown, Promise<unknown>>;

/** The step's saved answers document of a client, if any. */
export const laterStepDocOf = (step: LaterStepKey) => (uid: string) =>
  readDoc('laterStepAnswers', laterStepAnswersId(projectIdFor(uid), step));

interface AccessCase {
  fn: LaterStepCallable;
  step: LaterStepKey;
  /** Answers the owner may save. */
  answers: Record<string, unknown>;
  /** A seeded client whose package has the step. */
  owner: TestCaller;
  /** Another seeded client; with its own answers, it also saves them to show the two stay apart. */
  other: TestCaller;
  otherAnswers?: Record<string, unknown>;
  /** The package of a client who bought it but has not started onboarding. */
  packageKey: PackageKey;
}

/**
 * The cases every later step's callable shares: it saves on the caller's own project only, and
 * refuses anonymous visitors and clients whose onboarding has not started.
 */
export function itKeepsAnswersToTheCaller(access: AccessCase): void {
  const { fn, step, answers, owner, other, otherAnswers, packageKey } = access;
  const call = (data: unknown, caller: TestCaller) => fn.run(request(data, caller));
  const docOf = laterStepDocOf(step);

  it("cannot be pointed at another client's project", async () => {
    const error = await rejection(
      call({ ...answers, projectId: projectIdFor(other.uid), userId: other.uid }, owner),
    );
    expect(error.code).toBe('invalid-argument');
    if (otherAnswers) {
      await call(otherAnswers, other);
      expect((await docOf(other.uid))?.userId).toBe(other.uid);
    }
    expect(await docOf(owner.uid)).toBeUndefined();
    expect((await onboardStateOf(owner))?.laterSteps).toBeUndefined();
  });

  it('refuses anonymous visitors and clients whose onboarding has not started', async () => {
    expect((await rejection(call(answers, anonymousVisitor))).code).toBe('permission-denied');
    const newcomer = { uid: 'client-new', signIn: 'password', email: 'new@example.com' } as const;
    await seedPurchase(newcomer, packageKey);
    const error = await rejection(call(answers, newcomer));
    expect([error.code, error.message]).toEqual(['failed-precondition', ONBOARDING_NOT_STARTED]);
    expect(await allDocs('laterStepAnswers')).toEqual({});
  });
}
