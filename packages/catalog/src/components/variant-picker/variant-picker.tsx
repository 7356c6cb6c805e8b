import { Stack } from '@marketplace/ui-kit';
import { useId, type KeyboardEvent, type ReactElement } from 'react';
import '../../styles/catalog.css';
import { attributesOf, keepsOtherChoices, pickVariant, type PickerAttribute, type PickerVariant } from './pick-variant';

/** Props of {@link VariantPicker}. */
export interface VariantPickerProps {
  variants: readonly PickerVariant[];
  /** The id of the variant shown. */
  selectedId: string;
  /** Called with the id of the variant to show. */
  onSelect: (id: string) => void;
}

interface OptionGroupProps {
  attribute: PickerAttribute;
  variants: readonly PickerVariant[];
  current: PickerVariant | undefined;
  onSelect: (id: string) => void;
}

const keySteps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** One attribute as a radio group: arrow keys move the choice, as native radios do. */
function OptionGroup({ attribute, variants, current, onSelect }: OptionGroupProps): ReactElement {
  const labelId = useId();
  const chosen = current?.attributeOptions.find((value) => value.attributeId === attribute.id)?.optionId;

  function choose(optionId: string) {
    const next = pickVariant(variants, current, attribute.id, optionId);
    if (next && next.id !== current?.id) onSelect(next.id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    const index = attribute.options.findIndex((option) => option.id === chosen);
    const next = attribute.options[(index + step + attribute.options.length) % attribute.options.length];
    if (!next) return;
    choose(next.id);
    // Focus follows the choice, as in a native radio group.
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]');
    buttons[attribute.options.indexOf(next)]?.focus();
  }

  return (
    <div>
      <p id={labelId} className="mk-filter-heading">
        {attribute.name}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="mk-option-list" onKeyDown={onKeyDown}>
        {attribute.options.map((option) => {
          const isChosen = option.id === chosen;
          const keeps = isChosen || keepsOtherChoices(variants, current, attribute.id, option.id);
          return (
            <button
              key={option.id}
              type="button"
              role="radio"
              aria-checked={isChosen}
              tabIndex={isChosen || (chosen === undefined && option === attribute.options[0]) ? 0 : -1}
              className={keeps ? 'mk-option-button' : 'mk-option-button mk-option-button--unmatched'}
              title={keeps ? undefined : 'Changes your other choices'}
              onClick={() => choose(option.id)}
            >
              {option.value}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Chooses a variant by its attributes (size, grade, finish…), one radio group per attribute.
 * Options that exist only with other choices stay clickable and switch those too.
 */
export function VariantPicker({ variants, selectedId, onSelect }: VariantPickerProps): ReactElement | null {
  const attributes = attributesOf(variants).filter((attribute) => attribute.options.length > 1);
  if (attributes.length === 0) return null;
  const current = variants.find((variant) => variant.id === selectedId);
  return (
    <Stack gap="md">
      {attributes.map((attribute) => (
        <OptionGroup key={attribute.id} attribute={attribute} variants={variants} current={current} onSelect={onSelect} />
      ))}
    </Stack>
  );
}
