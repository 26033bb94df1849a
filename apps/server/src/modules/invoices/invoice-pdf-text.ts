import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/**
 * The text lines of a PDF written with pdf-lib's standard fonts, read back with pdf-lib (tests):
 * each page's content streams are decoded and their hex strings shown with Tj read as WinAnsi
 * (windows-1252).
 */
const winAnsi = new TextDecoder('windows-1252');

export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = ref && pdf.context.lookup(ref);
      if (stream instanceof PDFRawStream) {
        const operators = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
        for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
          lines.push(winAnsi.decode(Buffer.from(hex ?? '', 'hex')));
        }
      }
    }
  }
  return lines;
}
