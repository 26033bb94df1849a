import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type MigratedDatabase } from '../../../test/support/migrated-database.ts';
import { insertOutboxMail, listOutboxMail, readOutboxMail } from './mail-outbox.repository.ts';

for (const { name, open } of testDatabases()) {
  describe(`mail outbox for the developer page on ${name}`, () => {
    let migrated: MigratedDatabase;
    beforeEach(async () => {
      migrated = await open();
    });
    afterEach(async () => {
      await migrated.destroy();
    });

    const keep = (to: string, subject: string, at: string, html?: string) =>
      insertOutboxMail(
        migrated.database.db,
        'from@example.com',
        { to, subject, text: `text of ${subject}`, ...(html ? { html } : {}) },
        new Date(at),
      );

    it('lists newest first, pages, counts (as a number) and filters by recipient', async () => {
      await keep('a@example.com', 'one', '2026-01-01T10:00:00Z');
      await keep('b@example.com', 'two', '2026-01-01T11:00:00Z');
      await keep('a@example.com', 'three', '2026-01-01T12:00:00Z');

      const firstPage = await listOutboxMail(migrated.database.db, { limit: 2 });
      expect(firstPage.total).toBe(3);
      expect(firstPage.mails.map((mail) => mail.subject)).toEqual(['three', 'two']);
      const secondPage = await listOutboxMail(migrated.database.db, { limit: 2, offset: 2 });
      expect(secondPage.mails.map((mail) => mail.subject)).toEqual(['one']);

      const forA = await listOutboxMail(migrated.database.db, { limit: 10, to: 'a@example.com' });
      expect(forA.total).toBe(2);
      expect(forA.mails.map((mail) => mail.subject)).toEqual(['three', 'one']);
    });

    it('reads one mail whole, and nothing for an unknown id', async () => {
      const id = await keep('c@example.com', 'Welcome', '2026-02-03T04:05:06.789Z', '<b>Hi</b>');
      expect(await readOutboxMail(migrated.database.db, id)).toEqual({
        id,
        from: 'from@example.com',
        to: 'c@example.com',
        subject: 'Welcome',
        text: 'text of Welcome',
        html: '<b>Hi</b>',
        createdAt: '2026-02-03T04:05:06.789Z',
      });
      expect(await readOutboxMail(migrated.database.db, 'missing')).toBeUndefined();
    });
  });
}
