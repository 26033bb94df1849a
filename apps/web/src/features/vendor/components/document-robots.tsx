import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig } from '@/lib/runtime-context';
import { applyRobots } from '@/features/vendor/lib/apply-branding';
import { robotsContent } from '@/features/vendor/lib/robots';

/** Keeps the robots meta tag in step with the current path. */
export function DocumentRobots() {
  const { pathname } = useLocation();
  const { productionHosts } = useAppConfig();
  useEffect(() => {
    applyRobots(robotsContent({ hostname: window.location.hostname, pathname, productionHosts }));
  }, [pathname, productionHosts]);
  return null;
}
