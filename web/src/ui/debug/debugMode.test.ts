import { beforeEach, describe, expect, it } from 'vitest';
import { DEBUG_STORAGE_KEY, debugModeFrom } from './debugMode';

const storage = window.localStorage;
beforeEach(() => storage.clear());

describe('debugModeFrom (debug=true shows the debug panel; remembered locally)', () => {
  it('is off by default', () => {
    expect(debugModeFrom('', storage)).toBe(false);
    expect(debugModeFrom('?package=premium', storage)).toBe(false);
  });

  it('turns on with debug=true and remembers it for later pages', () => {
    expect(debugModeFrom('?package=premium&debug=true', storage)).toBe(true);
    expect(storage.getItem(DEBUG_STORAGE_KEY)).toBe('true');
    expect(debugModeFrom('', storage)).toBe(true);
  });

  it('turns off with debug=false and forgets it', () => {
    debugModeFrom('?debug=true', storage);
    expect(debugModeFrom('?debug=false', storage)).toBe(false);
    expect(storage.getItem(DEBUG_STORAGE_KEY)).toBeNull();
    expect(debugModeFrom('', storage)).toBe(false);
  });

  it('keeps the remembered value for any other debug value', () => {
    debugModeFrom('?debug=true', storage);
    expect(debugModeFrom('?debug=1', storage)).toBe(true);
    storage.clear();
    expect(debugModeFrom('?debug=1', storage)).toBe(false);
  });
});
