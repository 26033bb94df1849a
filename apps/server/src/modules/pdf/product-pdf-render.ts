import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { pagePoints, type PageSize } from './page-sizes.ts';

/** Pixels on the page's long side: the photo's 1300 px rendition is the largest we read. */
const MAX_LONG_SIDE_PX = 1300;
const JPEG_QUALITY = 85;

/** One page: the photo's image bytes, or undefined when the photo is gone from the library. */
export type PageImage = Buffer | undefined;

export interface ProductPdfInput {
  title: string;
  pageSize: PageSize;
  /** In page order; read one at a time, so only the finished pages' JPEGs are held. */
  pages: AsyncIterable<PageImage>;
}

/** The photo cut to the page's aspect (centred, filling it), as a baseline JPEG for pdf-lib. */
async function fitToPage(image: Buffer, page: [number, number]): Promise<Uint8Array> {
  const [pageWidth, pageHeight] = page;
  const longSide = Math.max(pageWidth, pageHeight);
  const { width, height } = (await sharp(image).metadata()).autoOrient;
  const scale = Math.min(MAX_LONG_SIDE_PX, Math.max(width, height)) / longSide;
  const jpeg = await sharp(image)
    .autoOrient()
    .resize({
      width: Math.max(1, Math.round(pageWidth * scale)),
      height: Math.max(1, Math.round(pageHeight * scale)),
      fit: 'cover',
      position: 'centre',
    })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: JPEG_QUALITY, progressive: false, chromaSubsampling: '4:2:0' })
    .toBuffer();
  return new Uint8Array(jpeg);
}

function centredLine(page: PDFPage, font: PDFFont, text: string, size: number, y: number): void {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, {
    x: (page.getWidth() - width) / 2,
    y,
    size,
    font,
    color: rgb(0.25, 0.25, 0.3),
  });
}

/**
 * A page for a photo deleted since the order (decision 0221): the page count stays the
 * product's, and the customer sees why a page is empty rather than a page quietly missing.
 */
function addMissingPhotoPage(document: PDFDocument, font: PDFFont, size: PageSize): void {
  const page = document.addPage(pagePoints(size, undefined));
  const middle = page.getHeight() / 2;
  centredLine(page, font, 'This photo is no longer', 14, middle + 10);
  centredLine(page, font, 'in your photo library.', 14, middle - 10);
}

/**
 * The product's PDF: one page per photo at the article's size, turned to the photo's
 * orientation, the photo filling it (cut at the edges like a borderless print).
 */
export async function renderProductPdf(input: ProductPdfInput): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(input.title);
  document.setCreator('My Account');
  document.setProducer('My Account');
  const font = await document.embedFont(StandardFonts.Helvetica);
  for await (const image of input.pages) {
    if (!image) {
      addMissingPhotoPage(document, font, input.pageSize);
      continue;
    }
    const size = pagePoints(input.pageSize, (await sharp(image).metadata()).autoOrient);
    const embedded = await document.embedJpg(await fitToPage(image, size));
    const page = document.addPage(size);
    page.drawImage(embedded, { x: 0, y: 0, width: size[0], height: size[1] });
  }
  return document.save();
}
