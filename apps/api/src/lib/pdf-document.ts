import type PDFKit from 'pdfkit';

/** An open letter-size document, the promise of its bytes, and its writable area. */
export interface OpenPdf {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
  left: number;
  width: number;
}

/**
 * Opens a PDF to write. pdfkit is loaded on the first PDF, not at start: it and its fonts take
 * some 20 MiB of memory that a server which never writes one would hold for nothing.
 */
export async function openPdf(info: PDFKit.DocumentInfo): Promise<OpenPdf> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done, left: doc.page.margins.left, width: doc.page.width - doc.page.margins.left - doc.page.margins.right };
}

/** A table column: its title and width in points. */
export interface PdfColumn {
  title: string;
  width: number;
}

/**
 * Writes a table at the cursor. A row is never split across pages, every page the table
 * reaches starts with its header (after `continued`, saying what continues), and the header
 * stays with at least the first row: a printed page on its own still says which column is which.
 */
export function drawPdfTable({ doc, left, width }: OpenPdf, columns: readonly PdfColumn[], rows: readonly string[][], continued: string): void {
  const cellFont = (bold: boolean) => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const cellWidth = (index: number) => (columns[index]?.width ?? 50) - 4;
  /** The height a row takes, its tallest (most wrapped) cell and the gap under it. */
  const rowHeight = (cells: readonly string[], bold: boolean) => {
    cellFont(bold);
    return Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: cellWidth(index) }))) + 4;
  };
  const fits = (height: number) => doc.y + height <= doc.page.height - doc.page.margins.bottom;
  const drawRow = (cells: readonly string[], bold: boolean) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    cellFont(bold);
    cells.forEach((cell, index) => {
      doc.text(cell, x, y, { width: cellWidth(index) });
      bottom = Math.max(bottom, doc.y);
      x += columns[index]?.width ?? 50;
    });
    doc.x = left;
    doc.y = bottom + 4;
  };
  const header = columns.map((column) => column.title);
  const first = rows[0];
  if (!fits(rowHeight(header, true) + (first ? rowHeight(first, false) : 0))) doc.addPage();
  drawRow(header, true);
  for (const cells of rows) {
    if (!fits(rowHeight(cells, false))) {
      doc.addPage();
      doc.font('Helvetica').fontSize(8).fillColor('#666666').text(continued, left, doc.y, { width });
      doc.fillColor('#000000').moveDown(0.5);
      drawRow(header, true);
    }
    drawRow(cells, false);
  }
}
