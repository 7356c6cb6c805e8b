import { compareOptionValues } from '../../model/option-order';

/** The value a variant has for one attribute, as the picker reads it. */
export interface PickerValue {
  attributeId: string;
  name: string;
  optionId: string;
  value: string;
}

/** A choosable variant: its id and its attribute values. */
export interface PickerVariant {
  id: string;
  attributeOptions: readonly PickerValue[];
}

/** One attribute with the options the variants offer, smallest measure first. */
export interface PickerAttribute {
  id: string;
  name: string;
  options: { id: string; value: string }[];
}

/**
 * The attributes the variants differ or agree on, each with its distinct options in size order
 * ("8 ft, 12 ft, 16 ft"): the order variants come in says nothing about sizes when a supplier
 * sells only some of them.
 */
export function attributesOf(variants: readonly PickerVariant[]): PickerAttribute[] {
  const attributes = new Map<string, PickerAttribute>();
  for (const variant of variants) {
    for (const value of variant.attributeOptions) {
      const attribute = attributes.get(value.attributeId) ?? { id: value.attributeId, name: value.name, options: [] };
      if (!attribute.options.some((option) => option.id === value.optionId)) {
        attribute.options.push({ id: value.optionId, value: value.value });
      }
      attributes.set(value.attributeId, attribute);
    }
  }
  return [...attributes.values()].map((attribute) => ({
    ...attribute,
    options: attribute.options.sort((a, b) => compareOptionValues(a.value, b.value)),
  }));
}

function optionOf(variant: PickerVariant, attributeId: string): string | undefined {
  return variant.attributeOptions.find((value) => value.attributeId === attributeId)?.optionId;
}

/**
 * The variant to show after choosing `optionId` for `attributeId`: the one that keeps every
 * other current choice, else the one with that option that keeps the most of them (so a
 * choice always lands on a real variant, changing as few other choices as it must).
 */
export function pickVariant(
  variants: readonly PickerVariant[],
  current: PickerVariant | undefined,
  attributeId: string,
  optionId: string,
): PickerVariant | undefined {
  const candidates = variants.filter((variant) => optionOf(variant, attributeId) === optionId);
  const score = (variant: PickerVariant) =>
    (current?.attributeOptions ?? []).filter(
      (value) => value.attributeId !== attributeId && optionOf(variant, value.attributeId) === value.optionId,
    ).length;
  return candidates.reduce<PickerVariant | undefined>((best, variant) => (!best || score(variant) > score(best) ? variant : best), undefined);
}

/** Whether choosing the option keeps every other current choice. */
export function keepsOtherChoices(
  variants: readonly PickerVariant[],
  current: PickerVariant | undefined,
  attributeId: string,
  optionId: string,
): boolean {
  const others = (current?.attributeOptions ?? []).filter((value) => value.attributeId !== attributeId);
  return variants.some(
    (variant) =>
      optionOf(variant, attributeId) === optionId && others.every((value) => optionOf(variant, value.attributeId) === value.optionId),
  );
}
