import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** A header-safe ASCII file name for Content-Disposition. */
export function dispositionName(name: string): string {
  return name.replace(/[^\w.\- ()]/g, '_');
}

/**
 * Answers a generated or stored file (a PDF, a CSV, an attachment): private to the caller, never
 * cached, with a name the browser keeps. `inline` lets a PDF open in the browser; a CSV is saved.
 * A stored file comes as a stream with its `size`, so it is never held whole in memory.
 */
export function sendFile(reply: FastifyReply, body: Buffer | string | Readable, file: { type: string; name: string; inline: boolean; size?: number }): FastifyReply {
  if (file.size !== undefined) void reply.header('content-length', String(file.size));
  return reply
    .type(file.type)
    .header('content-disposition', `${file.inline ? 'inline' : 'attachment'}; filename="${dispositionName(file.name)}"`)
    .header('cache-control', 'private, no-store')
    // An uploaded file's claimed type is all a browser may go by.
    .header('x-content-type-options', 'nosniff')
    .send(body as never); // Binary: Fastify sends a Buffer or a stream as is, the error schemas only type the failures.
}
