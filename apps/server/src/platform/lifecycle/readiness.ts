/** Where the server stands for a load balancer: only `ready` gets traffic. */
export type ServerPhase = 'starting' | 'ready' | 'draining';

/**
 * The phase behind `GET /api/health/ready`. A process starts in `starting` (migrating, seeding),
 * is marked ready once it listens and runs jobs, and turns to `draining` on SIGTERM, for good.
 */
export interface Readiness {
  phase(): ServerPhase;
  markReady(): void;
  startDraining(): void;
}

export function createReadiness(): Readiness {
  let phase: ServerPhase = 'starting';
  return {
    phase: () => phase,
    markReady() {
      if (phase === 'starting') {
        phase = 'ready';
      }
    },
    startDraining() {
      phase = 'draining';
    },
  };
}
