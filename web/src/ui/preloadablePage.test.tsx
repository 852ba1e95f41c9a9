import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadablePage } from './preloadablePage';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderInSuspense(Page: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Page name="Jordan" />
    </Suspense>,
  );
}

describe('preloadablePage', () => {
  it('shows the fallback and then the page when rendered before its chunk is here', async () => {
    const { Page } = preloadablePage(async () => Greeting);

    renderInSuspense(Page);

    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Jordan')).toBeInTheDocument();
  });

  it('renders a preloaded page at once, without a fallback frame', async () => {
    const { Page, load } = preloadablePage(async () => Greeting);
    await load();

    renderInSuspense(Page);

    expect(screen.getByText('Hello Jordan')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('downloads the chunk once for any number of preloads and renders', async () => {
    const importPage = vi.fn(async () => Greeting);
    const { Page, load } = preloadablePage(importPage);

    await Promise.all([load(), load()]);
    renderInSuspense(Page);

    expect(screen.getByText('Hello Jordan')).toBeInTheDocument();
    expect(importPage).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failed one', async () => {
    const importPage = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const { Page, load } = preloadablePage(importPage);

    await expect(load()).rejects.toThrow('offline');
    renderInSuspense(Page);

    expect(await screen.findByText('Hello Jordan')).toBeInTheDocument();
    expect(importPage).toHaveBeenCalledTimes(2);
  });
});
