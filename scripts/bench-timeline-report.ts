import type { LatencyResult } from './bench-load.ts';
import { median } from './bench-median.ts';
import type { Round } from './bench-timeline-round.ts';

/** The round's rows, as ratios to the lower of its two baseline rows. */
export function printRound(title: string, round: Round): void {
  const baselines = round.rows.filter(([name]) => name.startsWith('GET /customers/me'));
  const baseP50 = Math.min(...baselines.map(([, result]) => result.p50));
  const baseP99 = Math.min(...baselines.map(([, result]) => result.p99));
  console.log(
    `\n${title} (load average ${round.loadAverage.toFixed(2)}): server ready in ${round.startSeconds.toFixed(2)} s, page cache ` +
      (round.cold
        ? 'dropped before the start'
        : 'NOT dropped (BENCH_WARM=1, or not root): warm figures only'),
  );
  for (const [name, result] of round.rows) {
    console.log(
      `  ${name.padEnd(36)} p50 ${ms(result.p50)} (${ratio(result.p50, baseP50)})  ` +
        `p99 ${ms(result.p99)} (${ratio(result.p99, baseP99)})  ${result.rps.toFixed(0)} req/s  ` +
        `server CPU ${result.serverCpuMsPerRequest.toFixed(2)} ms/req`,
    );
  }
}

/** Each figure of each row: the median over the rounds (never the best run). */
export function medianRound(rounds: readonly Round[]): Round {
  const [first] = rounds;
  if (!first) {
    throw new Error('No rounds');
  }
  const of = (pick: (round: Round) => number) => median(rounds.map(pick));
  return {
    loadAverage: of((round) => round.loadAverage),
    startSeconds: of((round) => round.startSeconds),
    cold: rounds.every((round) => round.cold),
    rows: first.rows.map(([name], index) => {
      const field = (key: keyof LatencyResult) => of((round) => round.rows[index]?.[1][key] ?? 0);
      return [
        name,
        {
          p50: field('p50'),
          p99: field('p99'),
          rps: field('rps'),
          serverCpuMsPerRequest: field('serverCpuMsPerRequest'),
        },
      ];
    }),
  };
}

function ms(value: number): string {
  return `${value.toFixed(2).padStart(7)} ms`;
}

function ratio(value: number, baseline: number): string {
  return `${(value / baseline).toFixed(2)}x`;
}
