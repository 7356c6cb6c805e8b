import { Checkbox, Stack } from '@marketplace/ui-kit';
import type { ReactElement, Ref } from 'react';
import { CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';
import { roleWords } from '../company/role-words';
import type { ApproverChoice } from './approver-choices';

/** Props of {@link ApproverCheckboxGroup}. */
export interface ApproverCheckboxGroupProps {
  choices: readonly ApproverChoice[];
  /** The ids checked. */
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  name?: string;
  errorMessage?: string;
  /** Given to the first box, so a refusal of the field can focus the group. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * One box per member who may approve: "Name (Role)", their email beneath. ui-kit has a single
 * checkbox only; react-aria's group gives the boxes a shared label, description and error, and
 * ui-kit's boxes join it through react-aria's context, styled like every other field.
 */
export function ApproverCheckboxGroup({ choices, value, onChange, onBlur, name, errorMessage, ref }: ApproverCheckboxGroupProps): ReactElement {
  return (
    <CheckboxGroup value={value} onChange={onChange} onBlur={onBlur} name={name} isInvalid={Boolean(errorMessage)} className="mk-field">
      <Label className="mk-field__label">Approvers of this project</Label>
      <Text slot="description" className="mk-field__description">
        They see this project’s approval requests and are emailed when one arrives. With none, owners and admins are asked.
      </Text>
      <Stack gap="sm">
        {choices.map((choice, index) => (
          <Checkbox key={choice.id} value={choice.id} description={choice.email} ref={index === 0 ? ref : undefined}>
            {choice.name} ({roleWords[choice.role]})
          </Checkbox>
        ))}
      </Stack>
      <FieldError className="mk-field__error">{errorMessage}</FieldError>
    </CheckboxGroup>
  );
}
