/**
 * What the start-up warm-up asks for (decision 0307), below the module's prefix: the timeline's
 * month pages of the last year and its month counts, the requests customers make most.
 */
export function timelineWarmUpPaths(prefix: string, now = new Date()): string[] {
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index, 1));
    return `${prefix}/photos/timeline/${String(month.getUTCFullYear())}/${String(month.getUTCMonth() + 1)}`;
  });
  return [...months, `${prefix}/users/timeline`];
}
