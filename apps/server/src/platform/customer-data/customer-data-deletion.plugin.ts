import fastifyPlugin from 'fastify-plugin';
import { registerDeletionJobs, type CustomerDataDeletionDeps } from './customer-data-deletion.ts';
import { startDeletionRecovery } from './customer-data-deletion-recovery.ts';

/**
 * Runs confirmed account deletions on this server: the passes' job handler, and the recovery
 * pass (at start and every 10 minutes) for deletions whose job was lost.
 */
export const customerDataDeletionPlugin = fastifyPlugin<{ deps: CustomerDataDeletionDeps }>(
  async (app, { deps }) => {
    registerDeletionJobs(deps);
    let recovery: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      recovery = startDeletionRecovery(deps);
    });
    app.addHook('onClose', async () => {
      await recovery?.stop();
    });
  },
  { name: 'my-account-customer-data-deletion' },
);
