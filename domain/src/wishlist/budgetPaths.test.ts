import { describe, expect, it } from 'vitest';
import {
  checklistItemPath,
  itemReturnPath,
  resolveBudgetRoute,
  type BudgetRouteContext,
} from './budgetPaths';

const open: BudgetRouteContext = { budgetStepComplete: false, checklistAccess: true };

describe('returning from an item page', () => {
  it('goes back to the list, or to the page named in back=review|complete', () => {
    expect(itemReturnPath(null)).toBe('/onboard/budget/checklist/list');
    expect(itemReturnPath('review')).toBe('/onboard/budget/review');
    expect(itemReturnPath('complete')).toBe('/onboard/budget/complete');
  });

  it('decision: an unknown back value returns to the list', () => {
    expect(itemReturnPath('https://evil.example')).toBe('/onboard/budget/checklist/list');
  });

  it('builds item links with the back parameter', () => {
    expect(checklistItemPath('patio')).toBe('/onboard/budget/checklist/item/patio');
    expect(checklistItemPath('patio', 'review')).toBe(
      '/onboard/budget/checklist/item/patio?back=review',
    );
  });
});

describe('budget routes (onboarding §2)', () => {
  it('redirects /budget/priorities to /budget/prioritize keeping the query string', () => {
    expect(resolveBudgetRoute('/onboard/budget/priorities', '?from=email', open)).toEqual({
      redirect: '/onboard/budget/prioritize?from=email',
    });
  });

  it('renders prioritize, complete and review', () => {
    expect(resolveBudgetRoute('/onboard/budget/prioritize', '', open)).toEqual({
      render: { screen: 'prioritize' },
    });
    expect(resolveBudgetRoute('/onboard/budget/complete/', '', open)).toEqual({
      render: { screen: 'complete' },
    });
    expect(resolveBudgetRoute('/onboard/budget/review', '', open)).toEqual({
      render: { screen: 'review' },
    });
  });

  it('sends any other budget path to complete when the step is complete, else to the checklist', () => {
    expect(resolveBudgetRoute('/onboard/budget', '', open)).toEqual({
      redirect: '/onboard/budget/checklist',
    });
    expect(
      resolveBudgetRoute('/onboard/budget/whatever', '', { ...open, budgetStepComplete: true }),
    ).toEqual({ redirect: '/onboard/budget/complete' });
  });

  it('renders list, item and phasing under the checklist; any other path goes to /list', () => {
    expect(resolveBudgetRoute('/onboard/budget/checklist/list', '', open)).toEqual({
      render: { screen: 'list' },
    });
    expect(
      resolveBudgetRoute('/onboard/budget/checklist/item/fire-pit', '?back=complete', open),
    ).toEqual({ render: { screen: 'item', itemId: 'fire-pit' } });
    expect(resolveBudgetRoute('/onboard/budget/checklist/phasing', '', open)).toEqual({
      render: { screen: 'phasing' },
    });
    for (const path of [
      '/onboard/budget/checklist',
      '/onboard/budget/checklist/item',
      '/onboard/budget/checklist/item/a/b',
      '/onboard/budget/checklist/nope',
      '/onboard/budget/checklist/item/%E0%A4%A',
    ]) {
      expect(resolveBudgetRoute(path, '', open)).toEqual({
        redirect: '/onboard/budget/checklist/list',
      });
    }
  });

  it('decision: without checklist access every checklist path redirects to /onboard/my-yard', () => {
    const denied = { ...open, checklistAccess: false };
    expect(resolveBudgetRoute('/onboard/budget/checklist/list', '', denied)).toEqual({
      redirect: '/onboard/my-yard',
    });
    expect(resolveBudgetRoute('/onboard/budget/checklist', '', denied)).toEqual({
      redirect: '/onboard/my-yard',
    });
  });
});
