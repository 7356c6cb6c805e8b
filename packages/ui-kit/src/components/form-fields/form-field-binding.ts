// Types shared by the bound fields. Each bound field has its own file so that a page importing one
// does not download the others (the select alone brings the listbox, popover and their overlays).
import type { Control, FieldValues, Path } from 'react-hook-form';

/** Props the binding supplies to the wrapped field; callers do not pass them. */
export type BoundProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'ref';

/**
 * Binding of a field to one field of a react-hook-form form: the form's `control` (from
 * `useForm`) and the field's `name`.
 */
export interface FormFieldBinding<Values extends FieldValues, Output extends FieldValues = Values> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
}
