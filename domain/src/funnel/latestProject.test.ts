import { describe, expect, it } from 'vitest';
import { latestProject } from './latestProject';

describe('latestProject', () => {
  it('picks the highest experience version, then the newest', () => {
    const projects = [
      { id: 'a', experienceVersion: 10, createdAt: '2026-01-03T00:00:00.000Z' },
      { id: 'b', experienceVersion: 12, createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'c', experienceVersion: 12, createdAt: '2026-01-02T00:00:00.000Z' },
    ];
    expect(latestProject(projects)?.id).toBe('c');
  });

  it('is undefined without projects', () => {
    expect(latestProject([])).toBeUndefined();
  });
});
