import { describe, expect, it } from 'vitest';
import { executeCommand } from '@yardwise/domain/commands/command';
import {
  hostileCreateDesignProfileInputs,
  hostileUpdateDesignProfileInputs,
} from '@yardwise/domain/commands/hostileInputs';
import { mapDocStore } from '@yardwise/domain/commands/mapDocStore';
import { commandNamed, type CommandName } from '@yardwise/domain/commands/registry';
import { designProfileIdFor } from '@yardwise/domain/funnel/designProfile';
import { SAMPLE_CLIENT, SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import { createMemoryDataLayer } from './createMemoryDataLayer';

const noDocuments = { ...SAMPLE_DATA, documents: {} };
const visitorUid = 'anon-preview'; // who signedInAs: 'anonymous' is
const id = `${visitorUid}_v10`;

/** A visitor's funnel: create, a reload, answers and contact details page by page. */
const journey: [CommandName, unknown][] = [
  ['createDesignProfile', { versionId: 'v10', host: 'yardwise.example' }],
  ['createDesignProfile', { versionId: 'v10', host: 'yardwise.example' }],
  ['updateDesignProfile', { id, step: 1, contactInformation: { zip: '78704', city: 'Austin' } }],
  ['updateDesignProfile', { id, questions: [{ key: 'yard-selection', answers: ['FRONT YARD'] }] }],
  ['updateDesignProfile', { id, questions: [{ key: 'help-needed', answers: ["I'M NOT SURE"] }] }],
  ['updateDesignProfile', { id, step: 1 }],
  ['updateDesignProfile', { id, step: 14, contactInformation: { email: 'ana@example.com' } }],
];

/** The same calls through the domain commands on a plain Map store: what the functions run. */
async function throughDomain(calls: [CommandName, unknown][]) {
  const store = mapDocStore();
  const caller = { uid: visitorUid, isAnonymous: true, email: null };
  const outputs: unknown[] = [];
  for (const [name, input] of calls) {
    outputs.push(await executeCommand(commandNamed(name), input, caller, store, new Date()));
  }
  return { outputs, saved: store.docs.get(`designProfiles/${id}`) };
}

describe('design profile commands in the in-memory data layer', () => {
  it('give the same results as the domain commands the functions run', async () => {
    const dataLayer = createMemoryDataLayer({ data: noDocuments, signedInAs: 'anonymous' });
    const outputs: unknown[] = [];
    for (const [name, input] of journey) {
      outputs.push(await dataLayer.commands.call(name, input as never));
    }

    const expected = await throughDomain(journey);
    expect(outputs).toEqual(expected.outputs);
    const { id: savedId, ...saved } = dataLayer.store.read('designProfiles', id)!;
    expect(savedId).toBe(id);
    expect(saved).toEqual(expected.saved);
    expect(saved).toMatchObject({
      step: 14,
      contactInformation: { email: 'ana@example.com', zip: '78704', city: 'Austin' },
      questions: [
        { key: 'help-needed', answers: ["I'M NOT SURE"] },
        { key: 'yard-selection', answers: ['FRONT YARD'] },
      ],
    });
  });

  it('makes one profile when two creates race (a page mounted twice)', async () => {
    const dataLayer = createMemoryDataLayer({ data: noDocuments, signedInAs: 'anonymous' });
    const [first, second] = await Promise.all([
      dataLayer.commands.call('createDesignProfile', {
        versionId: 'v10',
        host: 'yardwise.example',
        contactInformation: { zip: '78704' },
      }),
      dataLayer.commands.call('createDesignProfile', {
        versionId: 'v10',
        host: 'yardwise.example',
        contactInformation: { zip: '10001' },
      }),
    ]);

    expect([first.created, second.created]).toEqual([true, false]);
    expect(second.designProfile).toEqual(first.designProfile);
    expect(dataLayer.store.list('designProfiles')).toEqual([first.designProfile]);
  });

  it("finds the sample client's seeded profile instead of making a new one", async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
    const seeded = dataLayer.store.list('designProfiles');

    const result = await dataLayer.commands.call('createDesignProfile', {
      versionId: 'v2',
      host: 'localhost:4173',
    });

    expect(result.created).toBe(false);
    expect(result.designProfile.id).toBe(designProfileIdFor(SAMPLE_CLIENT.uid, 'v2'));
    expect(dataLayer.store.list('designProfiles')).toEqual(seeded);
  });

  it('refuses a missing id with the missing-id message and writes nothing', async () => {
    const dataLayer = createMemoryDataLayer({ data: noDocuments, signedInAs: 'anonymous' });
    await dataLayer.commands.call('createDesignProfile', { versionId: 'v10', host: 'x.example' });
    const before = dataLayer.store.getVersion();

    await expect(
      dataLayer.commands.call('updateDesignProfile', { step: 2 } as never),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Cannot update a design profile without an id.',
      field: 'id',
    });
    expect(dataLayer.store.getVersion()).toBe(before);
  });

  it.each([
    ...hostileCreateDesignProfileInputs({ versionId: 'v10', host: 'x.example' }).map(
      ([label, payload]) => ['createDesignProfile', label, payload] as const,
    ),
    ...hostileUpdateDesignProfileInputs(id).map(
      ([label, payload]) => ['updateDesignProfile', label, payload] as const,
    ),
  ])('%s refuses %s as invalid-argument and writes nothing', async (name, _, payload) => {
    const dataLayer = createMemoryDataLayer({ data: noDocuments, signedInAs: 'anonymous' });
    await dataLayer.commands.call('createDesignProfile', { versionId: 'v10', host: 'x.example' });
    const before = dataLayer.store.list('designProfiles');

    await expect(dataLayer.commands.call(name, payload as never)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(dataLayer.store.list('designProfiles')).toEqual(before);
  });
});
