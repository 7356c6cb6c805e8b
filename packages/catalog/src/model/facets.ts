import type { FacetAttribute } from '../components/facet-filters/facet-filters';

/** An attribute as the catalogue metadata lists it, with every option. */
export interface KnownAttribute {
  id: string;
  name: string;
  options?: readonly { id: string; value: string }[];
}

/**
 * The search's facets plus any chosen option the answer left out (a count of zero under the
 * other filters), named from the catalogue metadata, so a chosen filter can always be unticked.
 */
export function withChosenOptions(
  facets: readonly FacetAttribute[],
  chosen: readonly string[],
  known: readonly KnownAttribute[],
): FacetAttribute[] {
  const result = facets.map((attribute) => ({ ...attribute, options: [...attribute.options] }));
  const listed = new Set(result.flatMap((attribute) => attribute.options.map((option) => option.id)));
  for (const optionId of chosen) {
    if (listed.has(optionId)) continue;
    const attribute = known.find((candidate) => candidate.options?.some((option) => option.id === optionId));
    const option = attribute?.options?.find((candidate) => candidate.id === optionId);
    if (!attribute || !option) continue;
    const facet = result.find((candidate) => candidate.id === attribute.id);
    const missing = { id: option.id, value: option.value, count: 0 };
    if (facet) facet.options.push(missing);
    else result.push({ id: attribute.id, name: attribute.name, options: [missing] });
    listed.add(optionId);
  }
  return result;
}
