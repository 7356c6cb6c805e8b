/** A 1×1 PNG: the smallest picture the product accepts. */
export const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** One file as a multipart body, as a browser's form sends it: field `field`, named `filename`. */
export function multipart(bytes: Buffer, { field = 'images', filename = 'pixel.png', type = 'image/png' } = {}): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = 'test-upload-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { body: new Uint8Array(Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)])), type: `multipart/form-data; boundary=${boundary}` };
}
