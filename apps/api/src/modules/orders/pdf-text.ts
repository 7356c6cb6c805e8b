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

/** A content stream's bytes as text, inflated when they are Flate-compressed. */
function streamText(bytes: Buffer): string {
  try {
    return inflateSync(bytes).toString('latin1');
  } catch {
    return bytes.toString('latin1');
  }
}

/** The text shown by a content stream, one entry per TJ array. */
function textLinesOf(content: string): string[] {
  const lines: string[] = [];
  for (const array of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ/g)) {
    const hexes = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decodeHex(hex[1] ?? ''));
    lines.push(hexes.join(''));
  }
  return lines;
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
    contents.push(streamText(pdf.subarray(start, end)));
    streamPattern.lastIndex = end;
  }
  return contents.flatMap(textLinesOf);
}

/**
 * The text lines of each page of a PDF as pdfkit writes it, in page order: the pages are read
 * from the catalogue's page tree and each page's content streams by reference, so a test can
 * say what a given page shows. Like {@link pdfTextLines}, not a general parser.
 */
export function pdfPageTextLines(pdf: Buffer): string[][] {
  const raw = pdf.toString('latin1');
  // Where each object's body starts (latin1 keeps one character per byte, so offsets are bytes).
  const bodies = new Map<string, number>();
  for (const object of raw.matchAll(/(?:^|[\r\n])(\d+) 0 obj\b/g)) bodies.set(object[1] ?? '', object.index + object[0].length);
  const dictionary = (id: string): string => {
    const start = bodies.get(id);
    if (start === undefined) throw new Error(`The PDF has no object ${id}.`);
    const ends = [raw.indexOf('stream', start), raw.indexOf('endobj', start)].filter((end) => end >= 0);
    return raw.slice(start, Math.min(...ends));
  };
  const references = (text: string | undefined): string[] => [...(text ?? '').matchAll(/(\d+) 0 R/g)].map((reference) => reference[1] ?? '');
  const content = (id: string): string => {
    const start = bodies.get(id) ?? -1;
    const stream = /stream\r?\n/g;
    stream.lastIndex = start;
    const opening = stream.exec(raw);
    const length = Number(/\/Length (\d+)/.exec(dictionary(id))?.[1]);
    if (start < 0 || !opening || !Number.isFinite(length)) throw new Error(`The PDF object ${id} is not a stream.`);
    const from = opening.index + opening[0].length;
    return streamText(pdf.subarray(from, from + length));
  };
  const pages = (id: string): string[] => {
    const node = dictionary(id);
    if (!/\/Type \/Pages\b/.test(node)) return [id];
    return references(/\/Kids \[([^\]]*)\]/.exec(node)?.[1]).flatMap(pages);
  };
  const trailerRoot = [...raw.matchAll(/\/Root (\d+) 0 R/g)].at(-1)?.[1];
  if (!trailerRoot) throw new Error('The PDF has no catalogue.');
  const root = /\/Pages (\d+) 0 R/.exec(dictionary(trailerRoot))?.[1];
  if (!root) throw new Error('The PDF catalogue has no pages.');
  return pages(root).map((page) => {
    const contents = /\/Contents (?:\[([^\]]*)\]|(\d+ 0 R))/.exec(dictionary(page));
    return references(contents?.[1] ?? contents?.[2]).flatMap((stream) => textLinesOf(content(stream)));
  });
}
