import { describe, expect, it } from 'vitest';
import { LEGACY_YARD_STATUSES, migrateOnboardState, migrateYardStatus } from './legacyStatus';
import { stateWith, yardStatus } from './testStates';

describe('migrateYardStatus', () => {
  it('reads every legacy string status as a step of one progression', () => {
    expect(LEGACY_YARD_STATUSES).toEqual([
      'NOT_STARTED',
      'UPLOADS_COMPLETE',
      'KEEP_COMMENTS_COMPLETE',
      'REMOVE_COMMENTS_COMPLETE',
      'COMPLETE',
    ]);
    expect(migrateYardStatus('NOT_STARTED')).toEqual(yardStatus());
    expect(migrateYardStatus('UPLOADS_COMPLETE')).toEqual(yardStatus({ upload: 'COMPLETE' }));
    expect(migrateYardStatus('KEEP_COMMENTS_COMPLETE')).toEqual(
      yardStatus({ upload: 'COMPLETE', keepRemove: 'INCOMPLETE' }),
    );
    expect(migrateYardStatus('REMOVE_COMMENTS_COMPLETE')).toEqual(
      yardStatus({ upload: 'COMPLETE', keepRemove: 'COMPLETE' }),
    );
    expect(migrateYardStatus('COMPLETE')).toEqual(
      yardStatus({ upload: 'COMPLETE', keepRemove: 'COMPLETE', priorities: 'COMPLETE' }),
    );
  });

  it('decision: an unknown string or field reads as NOT_STARTED, isSloped as false', () => {
    expect(migrateYardStatus('DONE')).toEqual(yardStatus());
    expect(migrateYardStatus({ upload: 'COMPLETE', keepRemove: 'SOMETIMES' })).toEqual(
      yardStatus({ upload: 'COMPLETE' }),
    );
    expect(migrateYardStatus(null)).toEqual(yardStatus());
    expect(migrateYardStatus({ isSloped: 'yes' })).toEqual(yardStatus());
  });

  it('keeps a current status as it is', () => {
    const status = yardStatus({ upload: 'INCOMPLETE', isSloped: true });
    expect(migrateYardStatus(status)).toEqual(status);
  });
});

describe('migrateOnboardState', () => {
  it('migrates legacy strings in both yard maps and reports the change', () => {
    const stored = {
      ...stateWith({}),
      yardsStatusObj: { front: 'UPLOADS_COMPLETE' },
      inactiveYardsStatusObj: { back: 'NOT_STARTED' },
    };
    const { state, changed } = migrateOnboardState(stored);
    expect(changed).toBe(true);
    expect(state.yardsStatusObj.front).toEqual(yardStatus({ upload: 'COMPLETE' }));
    expect(state.inactiveYardsStatusObj.back).toEqual(yardStatus());
  });

  it('returns a current state untouched and unchanged', () => {
    const current = stateWith({ front: { upload: 'COMPLETE' } }, { back: {} });
    const result = migrateOnboardState(current);
    expect(result.changed).toBe(false);
    expect(result.state).toBe(current);
  });

  it('decision: drops keys that are not yards and fills a missing map', () => {
    const { inactiveYardsStatusObj: _dropped, ...withoutInactive } = stateWith({});
    const stored = {
      ...withoutInactive,
      yardsStatusObj: { garage: yardStatus(), front: yardStatus() },
    };
    const { state, changed } = migrateOnboardState(stored);
    expect(changed).toBe(true);
    expect(Object.keys(state.yardsStatusObj)).toEqual(['front']);
    expect(state.inactiveYardsStatusObj).toEqual({});
  });
});
