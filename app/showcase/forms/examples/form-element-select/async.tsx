import { Loader, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../../api/get-staff';

/**
 * The options come from the API (the staff directory, GET /api/user-management/users), asked for
 * the first time the list opens and kept for a minute; a spinner shows while they load and a
 * failure is said in the field.
 */
export default function SelectAsync() {
  const { t } = useTranslation('form-element-select');
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<string | null>(null);
  const staff = useStaff(opened);
  const data = (staff.data ?? [])
    .filter((person) => person.status === 'active')
    .map((person) => ({ value: String(person.id), label: person.name }));
  return (
    <>
      <Select
        searchable
        label={t('async.label')}
        description={t('async.hint')}
        placeholder={t('async.placeholder')}
        data={data}
        value={value}
        onChange={setValue}
        onDropdownOpen={() => setOpened(true)}
        nothingFoundMessage={staff.isFetching ? t('async.loading') : t('searchable.nothing')}
        rightSection={
          staff.isFetching ? (
            <Loader size="xs" role="status" aria-label={t('async.loading')} />
          ) : undefined
        }
        error={staff.isError ? t('async.failed') : undefined}
        data-testid="select-async"
      />
      {value && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('async.assigned', { name: data.find((o) => o.value === value)?.label ?? '' })}
        </Text>
      )}
    </>
  );
}
