import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig } from '@/lib/runtime-context';
import { applyRobots } from '@/features/vendor/lib/apply-branding';
import { robotsContent } from '@my-account/contract/robots';

/**
 * Keeps the robots meta tag in step with the current path as the app navigates; the server's
 * X-Robots-Tag covers the page it served first.
 */
export function DocumentRobots() {
  const { pathname } = useLocation();
  const { productionHosts } = useAppConfig();
  useEffect(() => {
    applyRobots(robotsContent({ hostname: window.location.hostname, pathname, productionHosts }));
  }, [pathname, productionHosts]);
  return null;
}
