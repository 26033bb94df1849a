import { escape } from 'html-escaper';
import { EXPORT_LINK_VALID_DAYS, exportPagePath } from '@my-account/contract/backups';
import type { MailMessage } from '../../platform/mailer/mailer.ts';

/** The "your export is ready" e-mail, linking to the export page on the customer's brand. */
export function exportReadyMail(to: string, origin: string, backupId: string): MailMessage {
  const link = `${origin}${exportPagePath(backupId)}`;
  return {
    to,
    subject: 'Your photo export is ready',
    text: [
      'Hello,',
      '',
      'The export of your photos is ready. Download it here:',
      link,
      '',
      `The link is valid for ${EXPORT_LINK_VALID_DAYS} days.`,
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>The export of your photos is ready. <a href="${escape(link)}">Download your photos</a>.</p>`,
      `<p>The link is valid for ${EXPORT_LINK_VALID_DAYS} days.</p>`,
    ].join('\n'),
  };
}
