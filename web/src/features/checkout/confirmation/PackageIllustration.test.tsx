import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { PACKAGE_KEYS } from '@yardwise/domain/catalog/catalog';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { PackageIllustration } from './PackageIllustration';

async function drawingOf(packageKey: (typeof PACKAGE_KEYS)[number]) {
  const { container, unmount } = renderWithProviders(
    <PackageIllustration packageKey={packageKey} />,
  );
  const figure = container.querySelector(`[data-package-drawing="${packageKey}"]`);
  // The drawings arrive in their own download.
  await waitFor(() => expect(figure?.querySelector('svg')?.childElementCount).toBeGreaterThan(0));
  const drawing = { hidden: figure?.getAttribute('aria-hidden'), svg: figure?.innerHTML ?? '' };
  unmount();
  return drawing;
}

describe('PackageIllustration', () => {
  it('draws every package its own picture, hidden from screen readers', async () => {
    const drawings = [];
    for (const key of PACKAGE_KEYS) drawings.push(await drawingOf(key));

    for (const drawing of drawings) {
      expect(drawing.hidden).toBe('true');
      expect(drawing.svg).toMatch(/<(path|rect|circle|ellipse)\b/);
    }
    expect(new Set(drawings.map((drawing) => drawing.svg)).size).toBe(PACKAGE_KEYS.length);
  });
});
