/**
 * The robots directive for a page: search engines may index only the root path of a
 * production host; test hosts and every other path are noindex.
 */
export function robotsContent(args: {
  hostname: string;
  pathname: string;
  productionHosts: readonly string[];
}): string {
  const hostname = args.hostname.toLowerCase();
  const isProduction = args.productionHosts.some((host) => host.toLowerCase() === hostname);
  return isProduction && args.pathname === '/' ? 'index, follow' : 'noindex, nofollow';
}
