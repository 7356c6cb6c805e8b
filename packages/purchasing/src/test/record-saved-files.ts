import { vi } from 'vitest';

/**
 * jsdom saves no files and has no object URLs: records the names the browser would save files
 * under instead. Restore with `vi.restoreAllMocks()` after each test.
 */
export function recordSavedFiles(): string[] {
  const saved: string[] = [];
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
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:mock');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
