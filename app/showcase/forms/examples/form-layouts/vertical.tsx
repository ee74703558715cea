import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Labels above their fields, one column: the easiest to read and the best on a phone. */
export default function LayoutVertical() {
  const { t } = useTranslation('form-layouts');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="sm">
        <TextInput label={t('common.name')} autoComplete="name" required />
        <TextInput label={t('common.email')} type="email" autoComplete="email" required />
        <TextInput label={t('common.tracking')} placeholder={t('common.trackingPlaceholder')} />
        <Textarea label={t('common.question')} autosize minRows={3} />
        <Group justify="flex-end">
          <Button type="submit">{t('common.send')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
