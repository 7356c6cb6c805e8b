import { vi } from 'vitest';

/** jsdom's Blob has no stream(), which fetch and the mocked XMLHttpRequest need to read a blob answer. */
export function giveBlobsStreams() {
  if (typeof Blob.prototype.stream === 'function') return;
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value: function stream() {
      return new ReadableStream({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await this.arrayBuffer()));
          controller.close();
        },
      });
    },
  });
}

/**
 * jsdom saves no files and has no object URLs: records what the browser would save instead (the
 * name, the type and the blob of each file), in order. Restore with `vi.restoreAllMocks()` after
 * each test (setup-dom.js does after each file).
 */
export function recordSavedFiles() {
  giveBlobsStreams();
  const saved = [];
  const blobs = new Map();
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    next += 1;
    const url = `blob:mock-${next}`;
    blobs.set(url, blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click() {
    const blob = blobs.get(this.href) ?? blobs.get(this.getAttribute('href') ?? '');
    saved.push({ download: this.download, type: blob?.type ?? '', blob });
  });
  return saved;
}
