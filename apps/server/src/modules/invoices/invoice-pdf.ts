import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceableOrder } from '../orders/orders.public.ts';
import { formatMessage } from '../../platform/locales/format-message.ts';
import { invoicePdfTexts } from './invoice-texts.ts';
import { vatIncluded, vatRateOf } from './vat-rates.ts';

export interface InvoiceDocument {
  number: string;
  issuedAt: string;
  /** The brand's name and the locale of its host. */
  seller: { name: string; locale: string };
  buyer: { companyName: string | null; vatNumber: string | null };
  order: InvoiceableOrder;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const GREY = rgb(0.35, 0.35, 0.35);

/**
 * The standard fonts encode WinAnsi only: a character outside it is written as '?' rather than
 * failing the whole invoice. Intl's narrow and no-break spaces become plain spaces.
 */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return text
    .replace(/[\u202f\u00a0]/g, ' ')
    .replace(/./gsu, (char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?'));
}

class Writer {
  y = A4[1] - MARGIN;
  private readonly page: PDFPage;
  private readonly fonts: { regular: PDFFont; bold: PDFFont };

  constructor(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }) {
    this.page = page;
    this.fonts = fonts;
  }

  line(text: string, options: { x?: number; size?: number; bold?: boolean; right?: number } = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? 10;
    const safe = encodable(font, text);
    const x =
      options.right === undefined
        ? (options.x ?? MARGIN)
        : options.right - font.widthOfTextAtSize(safe, size);
    this.page.drawText(safe, {
      x,
      y: this.y,
      size,
      font,
      color: options.bold ? rgb(0, 0, 0) : GREY,
    });
  }

  down(points = 14) {
    this.y -= points;
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 10 },
      end: { x: A4[0] - MARGIN, y: this.y + 10 },
      thickness: 0.5,
      color: GREY,
    });
  }
}

/** The invoice as a one-page A4 PDF, in the seller's language and the order's currency. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const { texts, locale } = invoicePdfTexts(invoice.seller.locale);
  const t = texts.pdf;
  const { order } = invoice;
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: order.currency });
  const amount = (minor: number) => money.format(minor / 100);
  const rate = vatRateOf(order.address.countryCode);
  const vat = vatIncluded(order.total, rate);

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.title} ${invoice.number}`);
  pdf.setAuthor(invoice.seller.name);
  pdf.setLanguage(locale);
  const page = pdf.addPage(A4);
  const w = new Writer(page, {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  });
  const right = A4[0] - MARGIN;

  w.line(invoice.seller.name, { size: 18, bold: true });
  w.line(t.title, { size: 18, bold: true, right });
  w.down(32);
  w.line(t.seller, { bold: true });
  w.line(formatMessage(locale, t.number, { number: invoice.number }), { right });
  w.down();
  w.line(invoice.seller.name);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(invoice.issuedAt),
  );
  w.line(formatMessage(locale, t.date, { date }), { right });
  w.down();
  w.line(formatMessage(locale, t.order, { orderCode: order.code }), { right });
  w.down(24);

  w.line(t.buyer, { bold: true });
  const { address } = order;
  const buyerLines = [
    invoice.buyer.companyName ?? address.companyName,
    address.name,
    address.street,
    `${address.postalCode} ${address.city}`,
    address.countryCode,
    invoice.buyer.vatNumber &&
      formatMessage(locale, t.vatNumber, { vatNumber: invoice.buyer.vatNumber }),
  ];
  for (const text of buyerLines) {
    if (text) {
      w.down();
      w.line(text);
    }
  }
  w.down(32);

  const quantityRight = right - 110;
  w.line(t.description, { bold: true });
  w.line(t.quantity, { bold: true, right: quantityRight });
  w.line(t.amount, { bold: true, right });
  w.down(18);
  w.rule();
  const rows = [
    ...order.lines.map((line) => ({
      title: line.title,
      quantity: String(line.quantity),
      amount: line.amount,
    })),
    { title: t.shipping, quantity: '', amount: order.shippingCost },
  ];
  for (const row of rows) {
    w.line(row.title);
    w.line(row.quantity, { right: quantityRight });
    w.line(amount(row.amount), { right });
    w.down(16);
  }
  w.down(4);
  w.rule();
  w.line(t.net);
  w.line(amount(order.total - vat), { right });
  w.down();
  w.line(formatMessage(locale, t.vatAtRate, { rate }));
  w.line(amount(vat), { right });
  w.down(18);
  w.line(t.total, { bold: true, size: 12 });
  w.line(amount(order.total), { bold: true, size: 12, right });
  w.down(36);
  w.line(t.pricesIncludeVat, { size: 8 });

  return pdf.save();
}
