import { escape } from 'html-escaper';
import { EXPORT_LINK_VALID_DAYS, exportPagePath } from '@my-account/contract/backups';
import type { MailMessage } from '../../platform/mailer/mailer.ts';

/**
 * The "your export could not be made" e-mail: the export page (which says 'Export error') is
 * only reached through an e-mail's link, so a failed export must be told too.
 */
export function exportFailedMail(to: string, origin: string, backupId: string): MailMessage {
  const link = `${origin}${exportPagePath(backupId)}`;
  return {
    to,
    subject: 'Your photo export could not be made',
    text: [
      'Hello,',
      '',
      'We could not make the export of your photos. Your photos are safe. See the details and',
      'ask for a new export from My photos:',
      link,
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      '<p>We could not make the export of your photos. Your photos are safe.</p>',
      `<p><a href="${escape(link)}">See the details</a> and ask for a new export from My photos.</p>`,
    ].join('\n'),
  };
}

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
