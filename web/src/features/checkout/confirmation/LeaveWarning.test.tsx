import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { LeaveWarning } from './LeaveWarning';

const MESSAGE = 'Your account may not be set up if you leave';

function dataRouterWith(active: boolean) {
  return createMemoryRouter(
    [
      { path: '/payment-confirmed', element: <LeaveWarning active={active} message={MESSAGE} /> },
      { path: '/onboard/my-yard', element: <p>My Yard</p> },
    ],
    { initialEntries: ['/payment-confirmed'] },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('leave warning under a data router', () => {
  it('asks before in-app navigation and stays when the customer cancels', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = dataRouterWith(true);
    render(<RouterProvider router={router} />);

    await act(() => router.navigate('/onboard/my-yard'));

    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(router.state.location.pathname).toBe('/payment-confirmed');
  });

  it('leaves when the customer confirms', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const router = dataRouterWith(true);
    render(<RouterProvider router={router} />);

    await act(() => router.navigate('/onboard/my-yard'));

    expect(await screen.findByText('My Yard')).toBeInTheDocument();
  });

  it('does not ask once setup is finished', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const router = dataRouterWith(false);
    render(<RouterProvider router={router} />);

    await act(() => router.navigate('/onboard/my-yard'));

    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/onboard/my-yard');
  });
});

describe("leave warning under the app's BrowserRouter (no data router)", () => {
  it('still warns on closing the tab, without needing a data router', () => {
    render(
      <MemoryRouter>
        <LeaveWarning active message={MESSAGE} />
      </MemoryRouter>,
    );
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(true);
  });
});
