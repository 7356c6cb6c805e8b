import { Checkbox } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import '../../styles/catalog.css';

/** One attribute of the facets, with how many results each option has. */
export interface FacetAttribute {
  id: string;
  name: string;
  options: readonly { id: string; value: string; count: number }[];
}

/** Props of {@link FacetFilters}. */
export interface FacetFiltersProps {
  attributes: readonly FacetAttribute[];
  /** Chosen option ids. */
  selected: readonly string[];
  /** Called with the new list of chosen option ids. */
  onChange: (selected: string[]) => void;
}

/** Attribute filters (size, grade, finish…) as checkbox groups with result counts. */
export function FacetFilters({ attributes, selected, onChange }: FacetFiltersProps): ReactElement | null {
  if (attributes.length === 0) return null;
  const chosen = new Set(selected);

  function toggle(optionId: string, isSelected: boolean) {
    onChange(isSelected ? [...selected, optionId] : selected.filter((id) => id !== optionId));
  }

  return (
    <div>
      {attributes.map((attribute) => (
        <fieldset key={attribute.id} className="mk-facet-group">
          <legend>{attribute.name}</legend>
          {attribute.options.map((option) => (
            <Checkbox key={option.id} isSelected={chosen.has(option.id)} onChange={(isSelected) => toggle(option.id, isSelected)}>
              {/* One span: the checkbox stacks its children, and the count belongs on the label's line. */}
              <span>
                {option.value} <span className="mk-catalog-muted">({option.count})</span>
              </span>
            </Checkbox>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
