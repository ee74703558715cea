import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExampleCard } from '../../../components/example/example-card';
import { exampleSources } from '../../../components/example/example-sources';
import Booking from '../examples/form-wizard/booking';

const source = exampleSources(
  import.meta.glob('../examples/form-wizard/*.tsx', { query: '?raw', import: 'default' }),
)('booking');

/**
 * /forms/form-wizard (a demonstration page, docs/decisions/0064): a shipment booking in five steps
 * (route, cargo, services, contact, review), checked at each step and kept across a reload until it
 * is sent. One card the width of the page, with its code.
 */
export default function FormWizardScreen() {
  const { t } = useTranslation('form-wizard');
  return (
    <Box data-testid="form-wizard-screen" maw={960}>
      <ExampleCard
        id="booking"
        title={t('booking.title')}
        description={t('booking.description')}
        source={source}
      >
        <Booking />
      </ExampleCard>
    </Box>
  );
}
