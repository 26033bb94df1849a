import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { RouteErrorBoundary } from '@/app/routes/route-error';

function Crashing(): never {
  throw new Error('page crashed');
}

/** A page whose code cannot be fetched, as a lazy page's chunk after a deploy or offline. */
const Unloadable = lazy(() => Promise.reject(new Error('chunk failed to load')));

/** The shell's layout, reduced to what the boundary needs: a menu link and the page's place. */
function Shell() {
  return (
    <main>
      <Link to="/fine">Fine page</Link>
      <RouteErrorBoundary inShell>
        <Outlet />
      </RouteErrorBoundary>
    </main>
  );
}

function renderAt(path: string) {
  return renderWithProviders(
    <RouteErrorBoundary>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/standalone" element={<Crashing />} />
          <Route element={<Shell />}>
            <Route path="/crashing" element={<Crashing />} />
            <Route path="/unloadable" element={<Unloadable />} />
            <Route path="/fine" element={<h1>Fine</h1>} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>,
    { path },
  );
}

beforeEach(() => {
  // React reports every caught error on the console; the boundary is what is tested here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the route error boundaries', () => {
  it('show the error page inside the shell when a page crashes, and try again on navigation', async () => {
    const user = userEvent.setup();
    renderAt('/crashing');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    // The shell's main landmark holds the page: no second one.
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Fine page' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Fine page' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('show the error page inside the shell when a page cannot be loaded', async () => {
    renderAt('/unloadable');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fine page' })).toBeTruthy();
  });

  it('show the full-screen error page with its own main landmark outside the shell', async () => {
    renderAt('/standalone');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
