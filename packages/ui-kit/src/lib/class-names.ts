/** Joins class names, skipping falsy entries, so optional modifiers read as plain expressions. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
