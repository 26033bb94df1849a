import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { deleteOutboxMailTo } from '../mailer/mail-outbox.repository.ts';
import type { CustomerDataDeleter } from './customer-data-deleter.ts';
import { customerBlobFolder, customerIds } from './deleted-customer.ts';

/**
 * Job records that name the customer (an archive's owner, a removal's blob folder, a mail's
 * address). Kept for days for the operator otherwise; a deleted customer's ids must not be.
 * Running ones cannot be removed: the pass fails and its retry removes them once they are done.
 */
export function jobsDeleter(jobs: JobQueue): CustomerDataDeleter {
  return {
    name: 'jobs',
    tables: ['jobs'],
    async deleteCustomerData(customer) {
      const byId = await jobs.removeJobsMentioning({
        values: customerIds(customer),
        fragments: [customerBlobFolder(customer)],
      });
      const byAddress = await jobs.removeJobsMentioning({
        values: customer.emails,
        enqueuedBefore: new Date(customer.confirmedAt),
      });
      const running = byId.running + byAddress.running;
      if (running > 0) {
        throw new Error(`${String(running)} job(s) naming the customer still running`);
      }
    },
  };
}

/**
 * Mail kept in the outbox (no SMTP server): sent mail would be in the customer's mailbox, not
 * ours, so the kept copies go. Only those written up to the confirmation: the address is free
 * for a new account after it.
 */
export function mailOutboxDeleter(db: Kysely<Database>): CustomerDataDeleter {
  return {
    name: 'mail outbox',
    tables: ['mail_outbox'],
    async deleteCustomerData(customer) {
      await deleteOutboxMailTo(db, customer.emails, customer.confirmedAt);
    },
  };
}
