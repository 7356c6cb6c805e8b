import type { ApiError } from '@marketplace/api-client';

/** The message the API gave for one field of a failed change (`requestedDeliveryDate`, `items.0.quantity`, …). */
export function fieldError(error: ApiError | null, ...names: string[]): string | undefined {
  if (!error?.fields) return undefined;
  for (const name of names) {
    const message = error.fields[name];
    if (message) return message;
  }
  return undefined;
}
