import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const GROUPS = {
  asia: ['THLCH', 'THBKK', 'SGSIN', 'CNSHA', 'VNSGN'],
  europe: ['NLRTM', 'DEHAM', 'BEANR', 'FRLEH'],
  americas: ['USLAX', 'USNYC', 'BRSSZ'],
} as const;

/** Options under group headings (the headings are not choices); searching keeps the groups. */
export default function SelectGrouped() {
  const { t } = useTranslation('form-element-select');
  const data = Object.entries(GROUPS).map(([group, codes]) => ({
    group: t(`groups.${group}`),
    items: codes.map((code) => ({ value: code, label: t(`ports.${code}`) })),
  }));
  return (
    <Select
      searchable
      label={t('grouped.label')}
      placeholder={t('grouped.placeholder')}
      nothingFoundMessage={t('searchable.nothing')}
      data={data}
      defaultValue="NLRTM"
      maxDropdownHeight={260}
    />
  );
}
