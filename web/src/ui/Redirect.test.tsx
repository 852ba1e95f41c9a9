import { lazy, Suspense, type ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Redirect } from './Redirect';

function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

describe('Redirect', () => {
  it('redirects again when the visitor comes back to its address while the target still loads', async () => {
    let showTarget = () => {};
    const Target = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          showTarget = () => resolve({ default: () => <h1>The list</h1> });
        }),
    );
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Link to="/budget">Wish List</Link>
        <Address />
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/start" element={<p>Start</p>} />
            <Route path="/budget" element={<Redirect to="/budget/list" />} />
            <Route path="/budget/list" element={<Target />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );

    // The first visit redirects; the list is still loading when the visitor clicks again.
    fireEvent.click(screen.getByRole('link', { name: 'Wish List' }));
    await act(async () => {});
    fireEvent.click(screen.getByRole('link', { name: 'Wish List' }));
    await act(async () => {});
    await act(async () => showTarget());

    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/budget/list');
  });

  it('stays put when it is already at its address', async () => {
    let renders = 0;
    function Counted() {
      renders += 1;
      return <Redirect to="/budget/list" />;
    }
    render(
      <MemoryRouter initialEntries={['/budget/list']}>
        <Address />
        <Counted />
      </MemoryRouter>,
    );
    await act(async () => {});

    expect(screen.getByTestId('address').textContent).toBe('/budget/list');
    expect(renders).toBeLessThan(3);
  });
});
