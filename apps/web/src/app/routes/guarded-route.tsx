import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

/** The spec's guarded-route wrapper: a route the customer may not open sends them to '/'. */
export function GuardedRoute({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  return allowed ? children : <Navigate to={paths.home} replace />;
}
