import { CloseButton, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { HELP_QUERY_MAX } from '../../../../../api/modules/help/contract';

/**
 * The help pages' search box: labelled, clearable, kept to what the API accepts (its length, no
 * NUL), with a status while a search is asked for.
 */
export function SearchBox({
  value,
  onChange,
  busy = false,
  labels,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  busy?: boolean;
  labels: { label: string; placeholder: string; clear: string; busy: string };
  testId: string;
}) {
  return (
    <TextInput
      label={labels.label}
      placeholder={labels.placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      maxLength={HELP_QUERY_MAX}
      onChange={(event) => onChange(event.currentTarget.value.replaceAll('\u0000', ''))}
      rightSection={
        busy ? (
          <Loader size="xs" role="status" aria-label={labels.busy} />
        ) : value ? (
          <CloseButton aria-label={labels.clear} onClick={() => onChange('')} />
        ) : undefined
      }
      data-testid={testId}
    />
  );
}
