import { describe, expect, it } from 'vitest';
import { resolveExteriorRoute } from './exteriorRoute';

const member = { isAnonymous: false };

describe('exterior design routes', () => {
  it('renders the quiz, paint question, picker and inspiration pages', () => {
    expect(resolveExteriorRoute('/onboard/exterior-design', member)).toEqual({
      render: 'quiz',
    });
    expect(resolveExteriorRoute('/onboard/exterior-design/', member)).toEqual({
      render: 'quiz',
    });
    expect(resolveExteriorRoute('/onboard/exterior-design/paint', member)).toEqual({
      render: 'paint',
    });
    expect(resolveExteriorRoute('/onboard/exterior-design/paint/picker', member)).toEqual({
      render: 'picker',
    });
    expect(resolveExteriorRoute('/onboard/exterior-design/inspiration', member)).toEqual({
      render: 'inspiration',
    });
  });

  it('sends any other path to /onboard/exterior-design/', () => {
    for (const path of [
      '/onboard/exterior-design/colors',
      '/onboard/exterior-design/paint/other',
      '/onboard/exterior-design/paint/picker/x',
      '/onboard/exterior-design/inspiration/1',
      '/onboard/exterior-designer',
    ]) {
      expect(resolveExteriorRoute(path, member), path).toEqual({
        redirect: '/onboard/exterior-design/',
      });
    }
  });

  it('sends anonymous users to our design-consultation page', () => {
    expect(resolveExteriorRoute('/onboard/exterior-design/paint', { isAnonymous: true })).toEqual({
      redirect: '/design-consultation',
    });
    expect(resolveExteriorRoute('/onboard/exterior-design', { isAnonymous: true })).toEqual({
      redirect: '/design-consultation',
    });
  });
});
