import { Checkbox, Group } from '@mantine/core';
import {
  contactOptionSchema,
  type ContactOption,
} from '../../../api/modules/user-management/contract';

export interface ContactOptionsFieldProps {
  /** the group's label, in the caller's namespace */
  label: string;
  /** each way of being contacted with its label, in the caller's namespace */
  optionLabel: (option: ContactOption) => string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  /** each checkbox's data-testid is `<testIdPrefix>-<option>` */
  testIdPrefix: string;
}

/**
 * How a person may be contacted (email, message, phone): one checkbox each, in the contract's
 * order. Used by the people app's edit and by the person's own Information tab.
 */
export function ContactOptionsField({
  label,
  optionLabel,
  value,
  onChange,
  error,
  testIdPrefix,
}: ContactOptionsFieldProps) {
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange} error={error}>
      <Group mt="xs">
        {contactOptionSchema.options.map((o) => (
          <Checkbox key={o} value={o} label={optionLabel(o)} data-testid={`${testIdPrefix}-${o}`} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
