import { describe, expect, it } from 'vitest';
import {
  activeSidebarStep,
  myYardNextStep,
  showsResetLink,
  sidebarItems,
  topBarProgress,
  topBarYardTitle,
  type SidebarStepItem,
} from './sidebar';

const base = {
  packageKey: 'uber-premium' as const,
  accessFlag: false,
  installationPlansSubmitted: false,
  pathname: '/onboard/my-yard',
};

describe('sidebar items', () => {
  it('lists all ten steps in order, then Help and Logout', () => {
    expect(sidebarItems(base).map((item) => item.label)).toEqual([
      'My Yard',
      'Wish List',
      'Exterior Design',
      'Installation Details',
      'My Goals',
      'My Inspiration',
      'Plans & Drawings',
      'My Preferences',
      'My Plants',
      'Start My Project',
      'Help',
      'Logout',
    ]);
  });

  it('filters the steps per package and names the starter wish list Design Elements', () => {
    const labels = sidebarItems({ ...base, packageKey: 'starter-full-yard' }).map(
      (item) => item.label,
    );
    expect(labels).toContain('Design Elements');
    expect(labels).not.toContain('Wish List');
    expect(labels).not.toContain('Installation Details');
    expect(labels).not.toContain('Exterior Design');
    expect(labels).not.toContain('Plans & Drawings');
  });

  it('with the access flag, disables all but My Yard and Wish List with the tooltip', () => {
    const steps = sidebarItems({ ...base, accessFlag: true }).filter(
      (item): item is SidebarStepItem => item.kind === 'step',
    );
    for (const step of steps) {
      const open = step.key === 'my-yard' || step.key === 'wish-list';
      expect(step.disabled, step.key).toBe(!open);
      expect(step.tooltip, step.key).toBe(
        open ? null : 'Submit installation plans in Wish List section before proceeding',
      );
    }
  });

  it('enables everything once installation plans are submitted, or without the flag', () => {
    for (const context of [
      { ...base, accessFlag: true, installationPlansSubmitted: true },
      { ...base, accessFlag: false },
    ]) {
      const steps = sidebarItems(context).filter((item) => item.kind === 'step');
      expect(steps.every((step) => !step.disabled && step.tooltip === null)).toBe(true);
    }
  });

  it('decision: Help and Logout are never disabled', () => {
    const actions = sidebarItems({ ...base, accessFlag: true }).filter(
      (item) => item.kind === 'action',
    );
    expect(actions.map((item) => item.key)).toEqual(['help', 'logout']);
    expect(actions.every((item) => !('disabled' in item))).toBe(true);
  });

  it('marks the step of the current page active', () => {
    const items = sidebarItems({ ...base, pathname: '/onboard/budget/checklist/list' });
    const active = items.filter((item) => item.kind === 'step' && item.active);
    expect(active.map((item) => item.key)).toEqual(['wish-list']);
  });
});

describe('the later steps in the sidebar', () => {
  const stepItems = (context: Partial<Parameters<typeof sidebarItems>[0]> = {}) =>
    sidebarItems({ ...base, ...context }).filter(
      (item): item is SidebarStepItem => item.kind === 'step',
    );

  it('link My Goals to /onboard/goals with its status, to do by default', () => {
    const goals = stepItems().find((item) => item.key === 'goals')!;
    expect(goals).toMatchObject({
      path: '/onboard/goals',
      status: 'to-do',
      note: 'To do',
      disabled: false,
    });
    const complete = stepItems({ laterStepStatuses: { goals: 'complete' } }).find(
      (item) => item.key === 'goals',
    );
    expect([complete?.status, complete?.note]).toEqual(['complete', 'Complete']);
    const started = stepItems({ laterStepStatuses: { goals: 'in-progress' } }).find(
      (item) => item.key === 'goals',
    );
    expect(started?.note).toBe('In progress');
  });

  it('show no status on the steps before them', () => {
    for (const item of stepItems().slice(0, 3)) {
      expect([item.status, item.note], item.key).toEqual([null, null]);
    }
  });
});

describe('activeSidebarStep', () => {
  it('finds the step by path, with choose-yards and review pages under My Yard', () => {
    expect(activeSidebarStep('/onboard/onboard/my-yard/choose-yards')).toBe('my-yard');
    expect(activeSidebarStep('/onboard/my-yard/review/2')).toBe('my-yard');
    expect(activeSidebarStep('/onboard/exterior-design/paint')).toBe('exterior-design');
    expect(activeSidebarStep('/onboard/goals')).toBe('goals');
    expect(activeSidebarStep('/onboard/start-project')).toBe('start-project');
  });

  it('decision: falls back to the currentStep, then My Yard', () => {
    expect(activeSidebarStep('/onboard', 'Goals')).toBe('goals');
    expect(activeSidebarStep('/onboard', 'ExteriorDesign')).toBe('exterior-design');
    expect(activeSidebarStep('/onboard', 'Unknown')).toBe('my-yard');
    expect(activeSidebarStep('/onboard')).toBe('my-yard');
  });
});

describe('top bar', () => {
  it('decision: "step x of n" counts the package’s visible steps, Help and Logout aside', () => {
    expect(topBarProgress('uber-premium', '/onboard/my-yard').label).toBe('step 1 of 10');
    expect(topBarProgress('full-yard', '/onboard/budget/complete')).toEqual({
      step: 2,
      total: 8,
      label: 'step 2 of 8',
      percent: 25,
    });
    expect(topBarProgress('botanical', '/onboard/goals').label).toBe('step 2 of 7');
  });

  it('says the first name followed by ’s Yard, decision: My Yard without one', () => {
    expect(topBarYardTitle('Jordan')).toBe("Jordan's Yard");
    expect(topBarYardTitle('  ')).toBe('My Yard');
    expect(topBarYardTitle(undefined)).toBe('My Yard');
  });
});

describe('My Yard NEXT STEP button', () => {
  it('reads NEXT STEP: WISH LIST and opens /onboard/budget', () => {
    expect(myYardNextStep('full-yard')).toEqual({
      label: 'NEXT STEP: WISH LIST',
      path: '/onboard/budget',
    });
  });

  it('decision: names the next visible step where the wish list is hidden or renamed', () => {
    expect(myYardNextStep('botanical')).toEqual({
      label: 'NEXT STEP: MY GOALS',
      path: '/onboard/goals',
    });
    expect(myYardNextStep('starter-full-yard').label).toBe('NEXT STEP: DESIGN ELEMENTS');
  });
});

describe('Reset link host rule', () => {
  it('decision: shows on loopback, test-named hosts and preview channels', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '[::1]',
      'test.yardwise.example',
      'app-staging.yardwise.example',
      'dogfood.yardwise.example',
      'demo-yardwise.web.app',
      'yardwise--pr12-abc.web.app',
    ]) {
      expect(showsResetLink(host), host).toBe(true);
    }
  });

  it('hides on production hosts, whatever the top-level domain', () => {
    for (const host of [
      'app.yardwise.example',
      'yardwise.dev',
      'www.contest-yards.com',
      'yardwise.web.app',
    ]) {
      expect(showsResetLink(host), host).toBe(false);
    }
  });
});
