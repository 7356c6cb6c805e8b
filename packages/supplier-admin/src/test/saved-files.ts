import { vi } from 'vitest';

/**
 * jsdom saves no files and has no object URLs: records what the browser would save instead (the
 * name and the type of each file), in order. Restore with `vi.restoreAllMocks()` after each test.
 */
export function recordSavedFiles(): { download: string; type: string }[] {
  const saved: { download: string; type: string }[] = [];
  // jsdom's Blob has no stream(), which fetch needs to read a blob answer.
  if (typeof Blob.prototype.stream !== 'function') {
    Object.defineProperty(Blob.prototype, 'stream', {
      configurable: true,
      value: function stream(this: Blob) {
        return new ReadableStream<Uint8Array>({
          start: async (controller) => {
            controller.enqueue(new Uint8Array(await this.arrayBuffer()));
            controller.close();
          },
        });
      },
    });
  }
  let lastType = '';
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    lastType = (blob as Blob).type;
    return 'blob:mock';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, type: lastType });
  });
  return saved;
}
