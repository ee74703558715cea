import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const DOCUMENTS = ['invoice', 'packing', 'origin', 'bl', 'awb', 'msds', 'fumigation'] as const;

/** Several values as removable pills; Backspace in the empty field removes the last one. */
export default function SelectMultiple() {
  const { t } = useTranslation('form-element-select');
  return (
    <MultiSelect
      label={t('multiple.label')}
      description={t('multiple.hint')}
      placeholder={t('multiple.placeholder')}
      data={DOCUMENTS.map((key) => ({ value: key, label: t(`documents.${key}`) }))}
      defaultValue={['invoice', 'packing']}
      clearable
      clearButtonProps={{ 'aria-label': t('clear') }}
      hidePickedOptions
      maxValues={5}
    />
  );
}
