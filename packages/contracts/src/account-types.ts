/** The three account types; the canonical spelling of the last is `builder_receiver`. */
export const accountTypes = ['builder', 'supplier', 'builder_receiver'] as const;
export type AccountType = (typeof accountTypes)[number];

/** Every spelling the spec allows for a builder receiver. */
const receiverSpellings = new Set(['builder_receiver', 'builder-receiver', 'builder receiver']);

/** Reads any accepted spelling and answers the canonical account type, or null. */
export function normalizeAccountType(value: unknown): AccountType | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  if (lower === 'builder' || lower === 'supplier') return lower;
  return receiverSpellings.has(lower) ? 'builder_receiver' : null;
}
