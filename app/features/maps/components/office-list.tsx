import { Card, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { offices } from '../offices';
import { OfficeAddress } from './office-address';

/** Every office as a card: the city, its kind, the address and links to a map site. */
export function OfficeList() {
  const { t } = useTranslation('maps');
  return (
    <section aria-labelledby="offices-title">
      <Title order={2} size="h3" id="offices-title" mb="md">
        {t('offices.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="office-list">
        {offices.map((office) => (
          <Card key={office.id} withBorder padding="md" data-testid="office-card">
            <Title order={3} size="h5" mb="xs">
              {office.city}
            </Title>
            <OfficeAddress office={office} />
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
