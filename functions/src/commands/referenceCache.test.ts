import { describe, expect, it, vi } from 'vitest';
import { referenceCache } from './referenceCache';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 12, minutes));
const TEN_MINUTES = 10 * 60_000;

describe('referenceCache', () => {
  it('loads once for every call within its age, and again after it', async () => {
    let version = 0;
    const load = vi.fn(async () => ++version);
    const read = referenceCache(TEN_MINUTES, load);

    expect(await read(at(0))).toBe(1);
    expect(await read(at(9))).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await read(at(10))).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load among calls that arrive while it runs', async () => {
    let finish: (value: string[]) => void = () => {};
    const load = vi.fn(() => new Promise<string[]>((resolve) => (finish = resolve)));
    const read = referenceCache(TEN_MINUTES, load);

    const calls = [read(at(0)), read(at(0)), read(at(1))];
    finish(['Lake House']);

    expect(await Promise.all(calls)).toEqual([['Lake House'], ['Lake House'], ['Lake House']]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed load: the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValueOnce('colours');
    const read = referenceCache(TEN_MINUTES, load);

    await expect(read(at(0))).rejects.toThrow('unavailable');
    expect(await read(at(0))).toBe('colours');
  });

  it('reloads when the clock goes back past the load', async () => {
    let version = 0;
    const read = referenceCache(TEN_MINUTES, async () => ++version);

    expect(await read(at(30))).toBe(1);
    expect(await read(at(5))).toBe(2);
  });
});
