import { Combobox, InputBase, useCombobox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const KNOWN = ['electronics', 'machinery', 'seafood', 'garments', 'rubber'] as const;
const CREATE = '$create';

/**
 * A select that takes a value that is not in the list: the last option offers to add what was
 * typed, and the added value stays among the options (built on Mantine's Combobox).
 */
export default function SelectCreatable() {
  const { t } = useTranslation('form-element-select');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [added, setAdded] = useState<string[]>([]);
  const [value, setValue] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const labels = [...KNOWN.map((key) => t(`creatable.items.${key}`)), ...added];
  const query = search.trim().toLocaleLowerCase();
  const exact = labels.some((label) => label.toLocaleLowerCase() === query);
  const shown = labels.filter((label) => label.toLocaleLowerCase().includes(query));
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(picked) => {
        const chosen = picked === CREATE ? search.trim() : picked;
        if (picked === CREATE) setAdded((current) => [...current, chosen]);
        setValue(chosen);
        setSearch(chosen);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label={t('creatable.label')}
          description={t('creatable.hint')}
          placeholder={t('creatable.placeholder')}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          value={search}
          onChange={(event) => {
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            setSearch(event.currentTarget.value);
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(value ?? '');
          }}
          data-testid="select-creatable"
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={220} style={{ overflowY: 'auto' }}>
          {shown.map((label) => (
            <Combobox.Option value={label} key={label} active={label === value}>
              {label}
            </Combobox.Option>
          ))}
          {!exact && query !== '' && (
            <Combobox.Option value={CREATE}>
              {t('creatable.create', { value: search.trim() })}
            </Combobox.Option>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
