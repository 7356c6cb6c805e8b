import type { ReactElement, Ref } from 'react';
import { roleWords } from '../company/role-words';
import { CheckboxGroupField } from '../shared/checkbox-group-field';
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

/** One box per member who may approve: "Name (Role)", their email beneath. */
export function ApproverCheckboxGroup({ choices, ...field }: ApproverCheckboxGroupProps): ReactElement {
  return (
    <CheckboxGroupField
      {...field}
      label="Approvers of this project"
      description="They see this project’s approval requests and are emailed when one arrives. With none, owners and admins are asked."
      choices={choices.map((choice) => ({ id: choice.id, label: `${choice.name} (${roleWords[choice.role]})`, description: choice.email }))}
    />
  );
}
