import { describe, expect, it } from 'vitest';
import { exportFailedMail, exportReadyMail } from './export-mail.ts';

const BACKUP_ID = 'b1d2c3';
const GIB = 1024 ** 3;

const readyMail = (origin: string, files: { count: number; totalBytes: number }) =>
  exportReadyMail(
    { to: 'anna@example.com', origin, backupId: BACKUP_ID, defaultVendorHost: 'photobox.co.uk' },
    files,
  );

describe('export e-mails', () => {
  it('name the brand of the origin the export was asked on and link to its export page', () => {
    const mail = readyMail('https://myaccount.bonusprint.co.uk', {
      count: 3,
      totalBytes: 4.5 * GIB,
    });
    expect(mail.to).toBe('anna@example.com');
    expect(mail.subject).toBe('Your bonusprint photo export is ready');
    const link = `https://myaccount.bonusprint.co.uk/my-photos/exports/${BACKUP_ID}`;
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('3 files, 4.50 GB in total.');
    expect(mail.text).toContain('The link is valid for 7 days.');
    expect(mail.html).toContain(`<a href="${link}">Download your photos</a>`);
    expect(mail.html).toContain('<p>3 files, 4.50 GB in total.</p>');
  });

  it("are written in a French customer's language, with French numbers", () => {
    const mail = readyMail('https://monalbumphoto.fr', { count: 3, totalBytes: 4.5 * GIB });
    expect(mail.subject).toBe('Votre export de photos monalbumphoto est prêt');
    expect(mail.text).toContain('Ce lien est valable 7 jours.');
    expect(mail.text).toMatch(/3 fichiers, 4,50\sGo au total\./);
    expect(mail.html).toContain('>Télécharger vos photos</a>');
  });

  it('count a single file as one', () => {
    const mail = readyMail('https://photobox.co.uk', { count: 1, totalBytes: 1536 * 1024 });
    expect(mail.text).toContain('1 file, 1.50 MB in total.');
  });

  it('fall back to the default vendor for an origin that names none', () => {
    const mail = exportFailedMail({
      to: 'bob@example.com',
      origin: 'http://127.0.0.1:4180',
      backupId: '<b>&',
      defaultVendorHost: 'bonusprint.co.uk',
    });
    expect(mail.subject).toBe('Your bonusprint photo export could not be made');
    expect(mail.text).toContain('Your photos are safe.');
    expect(mail.html).toContain('href="http://127.0.0.1:4180/my-photos/exports/%3Cb%3E%26"');
  });
});
