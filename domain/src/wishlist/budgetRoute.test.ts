import { describe, expect, it } from 'vitest';
import { checklistItemPath } from '../routes/paths';
import { itemReturnPath, resolveBudgetRoute, type BudgetRouteContext } from './budgetRoute';

const open: BudgetRouteContext = { budgetStepComplete: false, checklistAccess: true };
const denied: BudgetRouteContext = { ...open, checklistAccess: false };

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

describe('budget routes', () => {
  it('redirects /budget/priorities to /budget/prioritize keeping the query string', () => {
    expect(resolveBudgetRoute('/onboard/budget/priorities', '?from=email&x=1', open)).toEqual({
      redirect: '/onboard/budget/prioritize?from=email&x=1',
    });
    expect(resolveBudgetRoute('/onboard/budget/priorities', 'from=email', open)).toEqual({
      redirect: '/onboard/budget/prioritize?from=email',
    });
    expect(resolveBudgetRoute('/onboard/budget/priorities', '', open)).toEqual({
      redirect: '/onboard/budget/prioritize',
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
    expect(
      resolveBudgetRoute('/onboard/budget/whatever', '', { ...open, budgetStepComplete: true }),
    ).toEqual({ redirect: '/onboard/budget/complete' });
    expect(
      resolveBudgetRoute('/onboard/budget', '', { ...open, budgetStepComplete: true }),
    ).toEqual({ redirect: '/onboard/budget/complete' });
  });

  it('decision: the checklist redirect goes straight to its /list page, dropping the query', () => {
    expect(resolveBudgetRoute('/onboard/budget', '', open)).toEqual({
      redirect: '/onboard/budget/checklist/list',
    });
    expect(resolveBudgetRoute('/onboard/budget/whatever', '?a=1', open)).toEqual({
      redirect: '/onboard/budget/checklist/list',
    });
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
      '/onboard/budget/checklist/list/2',
      '/onboard/budget/checklist/nope',
      '/onboard/budget/checklist/item/%E0%A4%A',
    ]) {
      expect(resolveBudgetRoute(path, '', open), path).toEqual({
        redirect: '/onboard/budget/checklist/list',
      });
    }
  });

  it('decision: without checklist access every checklist path redirects to /onboard/my-yard', () => {
    expect(resolveBudgetRoute('/onboard/budget/checklist/list', '', denied)).toEqual({
      redirect: '/onboard/my-yard',
    });
    expect(resolveBudgetRoute('/onboard/budget/checklist', '', denied)).toEqual({
      redirect: '/onboard/my-yard',
    });
    expect(resolveBudgetRoute('/onboard/budget', '', denied)).toEqual({
      redirect: '/onboard/my-yard',
    });
  });

  it('keeps prioritize, complete and review open without checklist access', () => {
    for (const screen of ['prioritize', 'complete', 'review'] as const) {
      expect(resolveBudgetRoute(`/onboard/budget/${screen}`, '', denied)).toEqual({
        render: { screen },
      });
    }
  });
});
