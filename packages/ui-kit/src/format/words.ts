import pluralize from 'pluralize';

// Units suppliers write that read the same for one and many ("25 each", "12 sq ft").
const INVARIANT_UNITS = ['each', 'ea', 'ft', 'sq ft', 'lf', 'bf', 'in', 'lb', 'lbs', 'yd', 'cu yd', 'gal', 'kg', 'm', 'mm', 'cm', 'pcs'];
for (const unit of INVARIANT_UNITS) pluralize.addUncountableRule(unit);

const pluralRules = new Intl.PluralRules('en-US');
const numberFormat = new Intl.NumberFormat('en-US');

/**
 * A count with its noun in the right number: "1 piece", "25 pieces", "3 boxes", "10 each".
 * Intl.PluralRules chooses the form; pluralize spells the English plural of units suppliers type.
 */
export function formatQuantity(quantity: number, unit: string): string {
  const word = pluralRules.select(quantity) === 'one' ? pluralize.singular(unit) : pluralize.plural(unit);
  return `${numberFormat.format(quantity)} ${word}`;
}

/** The noun alone, in the number that goes with `quantity` ("piece" or "pieces"). */
export function pluralWord(quantity: number, noun: string): string {
  return pluralRules.select(quantity) === 'one' ? pluralize.singular(noun) : pluralize.plural(noun);
}

/** A name in the possessive: "Summit Builders' projects", "Ann's cart". */
export function possessive(name: string): string {
  return /s$/i.test(name.trim()) ? `${name.trim()}’` : `${name.trim()}’s`;
}
