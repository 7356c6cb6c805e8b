import { inflateSync } from 'node:zlib';

const winAnsiExtras: Record<number, string> = { 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' };

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const code = Number.parseInt(hex.slice(index, index + 2), 16);
    text += winAnsiExtras[code] ?? String.fromCharCode(code);
  }
  return text;
}

/**
 * The text lines of a PDF written with standard fonts (as pdfkit writes them: hex strings in
 * TJ arrays, content streams Flate-compressed). Enough to check what a generated PDF says
 * without a PDF library; not a general parser.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const contents: string[] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(raw)) !== null) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      contents.push(inflateSync(bytes).toString('latin1'));
    } catch {
      contents.push(bytes.toString('latin1'));
    }
    streamPattern.lastIndex = end;
  }
  const lines: string[] = [];
  for (const content of contents) {
    for (const array of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ/g)) {
      const hexes = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decodeHex(hex[1] ?? ''));
      lines.push(hexes.join(''));
    }
  }
  return lines;
}
