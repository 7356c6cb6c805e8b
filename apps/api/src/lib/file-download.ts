import type { FastifyReply } from 'fastify';

/** A header-safe ASCII file name for Content-Disposition. */
export function dispositionName(name: string): string {
  return name.replace(/[^\w.\- ()]/g, '_');
}

/**
 * Answers a generated file (a PDF, a CSV): private to the caller, never cached, with a name
 * the browser keeps. `inline` lets a PDF open in the browser; a CSV is saved.
 */
export function sendFile(reply: FastifyReply, body: Buffer | string, file: { type: string; name: string; inline: boolean }): FastifyReply {
  return reply
    .type(file.type)
    .header('content-disposition', `${file.inline ? 'inline' : 'attachment'}; filename="${dispositionName(file.name)}"`)
    .header('cache-control', 'private, no-store')
    // An uploaded file's claimed type is all a browser may go by.
    .header('x-content-type-options', 'nosniff')
    .send(body as never); // Binary: Fastify sends a Buffer as is, the error schemas only type the failures.
}
