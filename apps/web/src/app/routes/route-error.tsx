import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '@/lib/report-error';
import { UnexpectedErrorPage } from '@/app/unexpected-error-page';

/** A page crashed while rendering: report it and offer a reload. */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, 'Render error');
  }, [error]);
  return <UnexpectedErrorPage inShell={inShell} />;
}
