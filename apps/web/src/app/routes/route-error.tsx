import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { reportError } from '@/lib/report-error';
import { UnexpectedErrorPage } from '@/app/unexpected-error-page';

interface RouteErrorProps {
  error: unknown;
  inShell?: boolean;
}

/** A page crashed while rendering, or its code failed to load: report it and offer a reload. */
export function RouteError({ error, inShell = false }: RouteErrorProps) {
  useEffect(() => {
    reportError(error, 'Render error');
  }, [error]);
  return <UnexpectedErrorPage inShell={inShell} />;
}

interface RouteErrorBoundaryProps {
  inShell?: boolean;
  children: ReactNode;
}

/**
 * Shows RouteError in place of what crashed below it. Navigating anywhere (a new location, even
 * to the same path) tries the pages again, as the router's own error state did.
 */
export function RouteErrorBoundary({ inShell = false, children }: RouteErrorBoundaryProps) {
  const location = useLocation();
  return (
    <ErrorBoundary
      fallbackRender={({ error }) => <RouteError error={error} inShell={inShell} />}
      resetKeys={[location]}
    >
      {children}
    </ErrorBoundary>
  );
}
