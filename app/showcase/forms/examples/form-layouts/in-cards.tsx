import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const PARTIES = ['shipper', 'consignee'] as const;

/**
 * A long form cut into cards, each a group named by its heading (a section of the form), so
 * the reader knows which party a field belongs to.
 */
export default function LayoutInCards() {
  const { t } = useTranslation('form-layouts');
  const uid = useId();
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {PARTIES.map((party) => (
          <Card
            key={party}
            withBorder
            radius="md"
            padding="md"
            component="fieldset"
            aria-labelledby={`${uid}-${party}`}
            style={{ margin: 0 }}
          >
            <Title order={3} size="h5" id={`${uid}-${party}`} mb="sm">
              {t(`cards.${party}`)}
            </Title>
            <Stack gap="sm">
              <TextInput label={t('address.company')} />
              <TextInput label={t('address.contact')} />
              <TextInput label={t('common.email')} type="email" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit">{t('cards.save')}</Button>
      </Group>
    </form>
  );
}
