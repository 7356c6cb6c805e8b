/**
 * `2x4 Stud, 8 ft` → `2x4-stud-8-ft`: lower-case letters and digits joined by hyphens, accents
 * dropped, at most `maxLength` characters. Empty when the text has no letter or digit.
 */
export function slugify(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength);
}
