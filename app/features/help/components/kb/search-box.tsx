import { CloseButton, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { HELP_QUERY_MAX } from '../../../../../api/modules/help/contract';
import { useSearchBox } from '../../../../lib/ui/search-box';

/**
 * The help pages' search box: labelled, clearable, kept to what the API accepts (its length, no
 * NUL), with a status while a search is asked for. What is typed is the box's own and is never
 * overwritten while typing; the address (`query`, set by `onSearch`) follows once the typing
 * pauses (app/lib/ui/search-box.ts): a navigation on every key lost keystrokes (issue 37).
 */
export function SearchBox({
  query,
  onSearch,
  busy = false,
  labels,
  testId,
}: {
  /** the search the address holds (`?q=`) */
  query: string;
  /** puts a search in the address (an empty one takes it out) */
  onSearch: (query: string) => void;
  busy?: boolean;
  labels: { label: string; placeholder: string; clear: string; busy: string };
  testId: string;
}) {
  const [value, onChange, clear] = useSearchBox(query, onSearch);
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
          <CloseButton
            aria-label={labels.clear}
            onClick={() => {
              clear();
              onSearch('');
            }}
          />
        ) : undefined
      }
      data-testid={testId}
    />
  );
}
