import { beforeEach, describe, expect, it } from 'vitest';
import type { ProjectDoc } from '@yardwise/domain/firestore/documents';
import { getDb } from '../admin';
import { callableRequest, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { updateLifestylePackage } from './updateLifestylePackage';

const client = { uid: 'client-style', signIn: 'password', email: 'ana@example.com' } as const;

async function seedProjects(projects: Record<string, ProjectDoc>) {
  const db = await getDb();
  await Promise.all(
    Object.entries(projects).map(([id, project]) => db.collection('projects').doc(id).set(project)),
  );
}

async function styles() {
  const db = await getDb();
  const docs = (await db.collection('projects').get()).docs;
  return Object.fromEntries(docs.map((doc) => [doc.id, (doc.data() as ProjectDoc).packageStyle]));
}

beforeEach(async () => {
  await clearFirestore(['projects']);
  await seedProjects({
    older: { profileId: client.uid, experienceVersion: 10, createdAt: '2026-01-05T00:00:00.000Z' },
    latest: { profileId: client.uid, experienceVersion: 12, createdAt: '2026-01-01T00:00:00.000Z' },
    theirs: {
      profileId: 'someone-else',
      experienceVersion: 12,
      createdAt: '2026-02-01T00:00:00.000Z',
    },
  });
});

describe('updateLifestylePackage', () => {
  it('sets the package style on the caller’s latest project only', async () => {
    expect(
      await updateLifestylePackage.run(callableRequest({ packageStyle: 'modern' }, client)),
    ).toEqual({ projectId: 'latest', packageStyle: 'modern' });
    expect(await styles()).toEqual({ older: undefined, latest: 'modern', theirs: undefined });
  });

  it('answers not-found for a caller without a project', async () => {
    const stranger = { uid: 'no-project', signIn: 'password', email: 'x@example.com' } as const;
    const error = await rejection(
      updateLifestylePackage.run(callableRequest({ packageStyle: 'modern' }, stranger)),
    );
    expect(error.code).toBe('not-found');
    expect(error.message).toBe('We could not find your project.');
  });

  it.each([
    ['signed out', undefined, 'unauthenticated'],
    [
      'an anonymous visitor',
      { uid: client.uid, signIn: 'anonymous' as const },
      'permission-denied',
    ],
  ])('refuses a caller who is %s and writes nothing', async (_, caller, code) => {
    const error = await rejection(
      updateLifestylePackage.run(callableRequest({ packageStyle: 'modern' }, caller)),
    );
    expect(error.code).toBe(code);
    expect(Object.values(await styles()).filter(Boolean)).toEqual([]);
  });

  it.each([
    ['null', null],
    ['a string', 'modern'],
    ['an array', [{ packageStyle: 'modern' }]],
    ['no style', {}],
    ['an empty style', { packageStyle: '' }],
    ['a number', { packageStyle: 3 }],
    ['markup', { packageStyle: '<script>' }],
    ['a path', { packageStyle: '../x' }],
    ['spaces', { packageStyle: 'modern farmhouse' }],
    ['a huge style', { packageStyle: 'a'.repeat(61) }],
    ['another user’s id', { packageStyle: 'modern', userId: 'someone-else' }],
    ['a project id', { packageStyle: 'modern', projectId: 'theirs' }],
  ])('rejects %s as invalid-argument and writes nothing', async (_, data) => {
    const error = await rejection(updateLifestylePackage.run(callableRequest(data, client)));
    expect(error.code).toBe('invalid-argument');
    expect(Object.values(await styles()).filter(Boolean)).toEqual([]);
  });
});
