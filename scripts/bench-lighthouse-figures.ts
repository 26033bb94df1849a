// The figures the Lighthouse bench prints, read from one Lighthouse report.
import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';

export interface LighthouseFigures {
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  scriptGzipBytes: number;
  scriptSentBytes: number;
  /**
   * Lighthouse's measure of the machine's speed (`environment.benchmarkIndex`, higher is
   * faster). The mobile score slows the CPU it finds by four, so the same build scores
   * differently on machines of different speed; this says which kind of run a figure comes from.
   */
  benchmarkIndex: number;
  finalPath: string;
}

interface ShiftItem {
  score?: number;
  node?: { selector?: string };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The figures of one report; with `details`, every script and layout shift is printed too. */
export async function figuresOf(lhr: Result, details: boolean): Promise<LighthouseFigures> {
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details;
  const items = (requests && 'items' in requests ? requests.items : []) as NetworkItem[];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  let scriptGzipBytes = 0;
  for (const script of scripts) {
    const size = await gzipSize(script.url);
    scriptGzipBytes += size;
    if (details) {
      console.log(`    ${kb(size).padStart(9)}  ${new URL(script.url).pathname}`);
    }
  }
  if (details) {
    const shifts = lhr.audits['layout-shifts']?.details;
    for (const item of (shifts && 'items' in shifts ? shifts.items : []) as ShiftItem[]) {
      console.log(`    shift ${item.score?.toFixed(3) ?? '?'}  ${item.node?.selector ?? '?'}`);
    }
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    scriptGzipBytes,
    scriptSentBytes: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

/** The script's size gzip-compressed at the default level, as the budget counts it. */
async function gzipSize(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return gzipSync(Buffer.from(await response.arrayBuffer())).length;
}

export function seconds(value: number): string {
  return `${(value / 1000).toFixed(2)} s`;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
