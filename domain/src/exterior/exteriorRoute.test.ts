import { describe, expect, it } from 'vitest';
import { resolveExteriorRoute } from './exteriorRoute';

const site = 'https://www.yardwise.example/';
const member = { isAnonymous: false };

describe('exterior design routes (onboarding §2, §6)', () => {
  it('renders the quiz, paint question, picker and inspiration pages', () => {
    expect(resolveExteriorRoute('/onboard/exterior-design', member, site)).toEqual({
      render: 'quiz',
    });
    expect(resolveExteriorRoute('/onboard/exterior-design/', member, site)).toEqual({
      render: 'quiz',
    });
    expect(resolveExteriorRoute('/onboard/exterior-design/paint', member, site)).toEqual({
      render: 'paint',
    });
    expect(resolveExteriorRoute('/onboard/exterior-design/paint/picker', member, site)).toEqual({
      render: 'picker',
    });
    expect(resolveExteriorRoute('/onboard/exterior-design/inspiration', member, site)).toEqual({
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
      expect(resolveExteriorRoute(path, member, site), path).toEqual({
        redirect: '/onboard/exterior-design/',
      });
    }
  });

  it('decision: sends anonymous users to the design-consultation page of the marketing site', () => {
    expect(
      resolveExteriorRoute('/onboard/exterior-design/paint', { isAnonymous: true }, site),
    ).toEqual({
      redirect: 'https://www.yardwise.example/design-consultation',
    });
    expect(
      resolveExteriorRoute('/onboard/exterior-design', { isAnonymous: true }, 'https://m.example'),
    ).toEqual({ redirect: 'https://m.example/design-consultation' });
  });
});
