/** A file the page would have saved: its name, its type and its bytes. */
export interface SavedFile {
  download: string;
  type: string;
  blob: Blob | undefined;
}
/** jsdom's Blob has no stream(), which fetch and the mocked XMLHttpRequest need to read a blob answer. */
export declare function giveBlobsStreams(): void;
/** Records what the browser would save instead of saving it; restore with `vi.restoreAllMocks()`. */
export declare function recordSavedFiles(): SavedFile[];
