import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../src/platform/mailer/mailer.ts';

/** A delivered mail as the adapter's far end saw it. */
export interface DeliveredMail {
  from: string;
  to: string;
  subject: string;
  /** Everything else of the mail, for `toContain` checks (a raw MIME message over SMTP). */
  body: string;
}

export interface MailerFixture {
  mailer: Mailer;
  /** The mails that reached the far end so far, oldest first. */
  delivered(): Promise<DeliveredMail[]>;
  /** The configured sender. */
  from: string;
  cleanup(): Promise<void>;
}

/** What every mailer adapter must do; run once per adapter. */
export function describeMailerContract(adapter: string, setup: () => Promise<MailerFixture>): void {
  describe(`mailer contract: ${adapter}`, () => {
    let fixture: MailerFixture;
    beforeEach(async () => {
      fixture = await setup();
    });
    afterEach(async () => {
      await fixture.cleanup();
    });

    it('delivers a text mail from the configured sender', async () => {
      await fixture.mailer.send({
        to: 'ann@example.com',
        subject: 'Confirm your new e-mail address',
        text: 'Open this link to confirm: http://localhost/confirm/abc123',
      });
      const delivered = await fixture.delivered();
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({
        to: 'ann@example.com',
        subject: 'Confirm your new e-mail address',
      });
      expect(delivered[0]?.from).toContain(fixture.from.replace(/^.*<|>$/g, ''));
      expect(delivered[0]?.body).toContain('http://localhost/confirm/abc123');
    });

    it('delivers the HTML part along with the text', async () => {
      await fixture.mailer.send({
        to: 'bob@example.com',
        subject: 'Newsletter',
        text: 'Plain words',
        html: '<p>Rich words</p>',
      });
      const [mail] = await fixture.delivered();
      expect(mail?.body).toContain('Plain words');
      expect(mail?.body).toContain('<p>Rich words</p>');
    });

    it('refuses a malformed message and delivers nothing', async () => {
      await expect(
        fixture.mailer.send({ to: 'not an address', subject: 'Hi', text: 'x' }),
      ).rejects.toThrow();
      await expect(
        fixture.mailer.send({
          to: 'c@example.com',
          subject: 'Hi\r\nBcc: all@example.com',
          text: 'x',
        }),
      ).rejects.toThrow();
      expect(await fixture.delivered()).toEqual([]);
    });
  });
}
