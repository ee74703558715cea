import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './horizontal.module.css';

/**
 * Labels beside their fields on a wide screen (a CSS grid on each field's root), above them on a
 * phone: good for short forms that people scan, such as a quote request.
 */
export default function LayoutHorizontal() {
  const { t } = useTranslation('form-layouts');
  const row = { root: classes.row };
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="sm">
        <TextInput
          classNames={row}
          label={t('common.origin')}
          placeholder={t('common.originPlaceholder')}
        />
        <TextInput
          classNames={row}
          label={t('common.destination')}
          placeholder={t('common.destinationPlaceholder')}
        />
        <Select
          classNames={row}
          label={t('common.mode')}
          data={(['sea', 'air', 'road'] as const).map((mode) => ({
            value: mode,
            label: t(`modes.${mode}`),
          }))}
          defaultValue="sea"
          allowDeselect={false}
        />
        <NumberInput
          classNames={row}
          label={t('common.weight')}
          suffix=" kg"
          min={0}
          defaultValue={1800}
        />
        <Group justify="flex-end">
          <Button type="submit">{t('common.quote')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
