import { describe, expect, it } from 'vitest';
import type { YardMediaCounts } from './media';
import { uploadChecklist } from './uploadChecklist';

const counts = (patch: Partial<YardMediaCounts>): YardMediaCounts => ({
  'wide-angle': 0,
  'slow-pan': 0,
  chatty: 0,
  keep: 0,
  remove: 0,
  slope: 0,
  ...patch,
});

describe('uploadChecklist', () => {
  it('shows "6 wide-angle photos: 4 of 6" for a front yard with 4 photos', () => {
    const { items, complete } = uploadChecklist('front', counts({ 'wide-angle': 4 }), false);
    expect(items[0]).toMatchObject({
      kind: 'wide-angle',
      label: '6 wide-angle photos',
      progress: '4 of 6',
      done: false,
    });
    expect(complete).toBe(false);
  });

  it('asks left and right yards for 4 wide-angle photos', () => {
    const { items } = uploadChecklist('left', counts({ 'wide-angle': 4 }), false);
    expect(items[0]).toMatchObject({
      label: '4 wide-angle photos',
      progress: '4 of 4',
      done: true,
    });
  });

  it('asks for 1 slow-pan video that should capture everything', () => {
    const slowPan = uploadChecklist('back', counts({}), false).items[1]!;
    expect(slowPan).toMatchObject({
      kind: 'slow-pan',
      label: '1 slow-pan video',
      progress: '0 of 1',
      hint: 'Slow-pan videos should capture everything.',
    });
  });

  it('decision: the chatty video (2-3 minutes) is optional and not counted toward COMPLETE', () => {
    const result = uploadChecklist('front', counts({ 'wide-angle': 6, 'slow-pan': 1 }), false);
    expect(result.items[2]).toMatchObject({
      kind: 'chatty',
      hint: 'Chatty video should be 2-3 minutes long.',
      optional: true,
      done: false,
    });
    expect(result.complete).toBe(true);
  });

  it('adds the slope photo only for a sloped yard', () => {
    expect(uploadChecklist('back', counts({}), false).items.map((item) => item.kind)).toEqual([
      'wide-angle',
      'slow-pan',
      'chatty',
    ]);
    const sloped = uploadChecklist('back', counts({ 'wide-angle': 6, 'slow-pan': 1 }), true);
    expect(sloped.items[3]).toMatchObject({ kind: 'slope', label: '1 slope photo', done: false });
    expect(sloped.complete).toBe(false);
  });

  it('decision: progress stops at the minimum', () => {
    const { items } = uploadChecklist('front', counts({ 'wide-angle': 9 }), false);
    expect(items[0]?.progress).toBe('6 of 6');
  });
});
