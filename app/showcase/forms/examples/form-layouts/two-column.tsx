import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Two columns from 576 px for fields that go in pairs (first and last name, city and postcode);
 * one column on a phone. The reading order is the same in both: row by row.
 */
export default function LayoutTwoColumn() {
  const { t } = useTranslation('form-layouts');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('address.company')} autoComplete="organization" />
        <TextInput label={t('address.contact')} autoComplete="name" />
        <TextInput label={t('address.street')} autoComplete="address-line1" />
        <TextInput label={t('address.city')} autoComplete="address-level2" />
        <TextInput label={t('address.postcode')} autoComplete="postal-code" />
        <Select
          label={t('address.country')}
          data={(['TH', 'SG', 'NL', 'DE'] as const).map((code) => ({
            value: code,
            label: t(`address.countries.${code}`),
          }))}
          defaultValue="TH"
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit">{t('address.save')}</Button>
      </Group>
    </form>
  );
}
