import sanitizeHtml from 'sanitize-html';

/**
 * The rich text a product description may hold: what the editor produces (paragraphs,
 * headings, lists, emphasis, quotes, links), nothing that runs script, loads anything or
 * changes the page's look. Builders see it on the product page as is, so this is the only
 * gate between a supplier's text and their browsers.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'code', 'pre', 'hr'],
  // target and rel are set by the transform below, never taken from the input.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leave the marketplace in a new tab and pass no referrer or ranking.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** The description with only allowed tags and attributes; empty paragraphs alone count as empty. */
export function sanitizeDescription(html: string): string {
  const clean = sanitizeHtml(html, options).trim();
  return clean.replace(/<p>(\s|<br \/>|&nbsp;)*<\/p>/g, '').trim() === '' ? '' : clean;
}
