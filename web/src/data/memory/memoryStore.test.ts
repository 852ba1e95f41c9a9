import { describe, expect, it } from 'vitest';
import { MemoryStore } from './memoryStore';

const profile = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Lee' };

describe('memory store transactions', () => {
  it('run one at a time, so a read-then-write never loses a racing write', async () => {
    const store = new MemoryStore({ profiles: { p1: { ...profile, phone: '0' } } });
    const increment = () =>
      store.transaction(async (tx) => {
        const current = await tx.get('profiles', 'p1');
        await new Promise((resolve) => setTimeout(resolve, 1)); // another transaction would interleave here
        await tx.update('profiles', 'p1', { phone: String(Number(current?.phone) + 1) });
      });

    await Promise.all([increment(), increment(), increment()]);

    expect(store.read('profiles', 'p1')?.phone).toBe('3');
  });

  it('keeps running after a transaction fails, and lands none of its writes', async () => {
    const store = new MemoryStore();
    const failing = store.transaction(async (tx) => {
      await tx.set('profiles', 'p1', profile);
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    await store.transaction((tx) => tx.set('profiles', 'p2', profile));

    expect(store.read('profiles', 'p1')).toBeUndefined();
    expect(store.read('profiles', 'p2')).toEqual({ ...profile, id: 'p2' });
  });

  it('queries by field values, seeing its own pending writes and deletions', async () => {
    const store = new MemoryStore({
      profiles: { p1: profile, p2: { ...profile, firstName: 'Bo' } },
    });
    const seen = await store.transaction(async (tx) => {
      await tx.set('profiles', 'p3', profile);
      await tx.delete('profiles', 'p1');
      return tx.query('profiles', { firstName: 'Ana' });
    });

    expect(seen.map((doc) => doc.id)).toEqual(['p3']);
    expect(store.read('profiles', 'p1')).toBeUndefined();
    expect(store.list('profiles').map((doc) => doc.id)).toEqual(['p2', 'p3']);
  });
});
