import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COUNTRIES = [
  'TH',
  'VN',
  'MY',
  'SG',
  'ID',
  'PH',
  'CN',
  'JP',
  'KR',
  'IN',
  'AE',
  'DE',
  'NL',
  'FR',
  'GB',
  'US',
  'BR',
  'AU',
] as const;

/** Typing filters the list; a text that matches nothing says so instead of an empty list. */
export default function SelectSearchable() {
  const { t } = useTranslation('form-element-select');
  return (
    <Select
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('clear') }}
      label={t('searchable.label')}
      placeholder={t('searchable.placeholder')}
      nothingFoundMessage={t('searchable.nothing')}
      data={COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
      data-testid="select-searchable"
    />
  );
}
