import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../locale';

/** A fixed instant, so that the example shows the same date everywhere: 14 March 2026, 09:30 UTC. */
const DEPARTURE = Date.UTC(2026, 2, 14, 9, 30);
const WEIGHT_KG = 1234567.89;
const FREIGHT_THB = 48250.5;

/** The same facts in the reader's language: a sentence, a number, a date and an amount in baht. */
export default function I18nFormats() {
  const { t, i18n } = useTranslation('extension-i18n');
  const locale = intlLocale(i18n.language);
  const rows = [
    {
      key: 'text',
      value: t('formats.sample', { vessel: 'MV Andaman Star', port: 'Laem Chabang' }),
    },
    {
      key: 'number',
      value: `${new Intl.NumberFormat(locale).format(WEIGHT_KG)} ${t('formats.kg')}`,
    },
    {
      key: 'date',
      value: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
        DEPARTURE,
      ),
    },
    {
      key: 'currency',
      value: new Intl.NumberFormat(locale, { style: 'currency', currency: 'THB' }).format(
        FREIGHT_THB,
      ),
    },
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder data-testid="i18n-formats">
      <Table.Tbody>
        {rows.map(({ key, value }) => (
          <Table.Tr key={key}>
            <Table.Th w={120}>{t(`formats.${key}`)}</Table.Th>
            <Table.Td>
              <Text size="sm" data-testid={`i18n-${key}`} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
