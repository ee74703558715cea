import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardList } from '../../../components/card-list';
import type { Company } from '../../../../api/modules/companies/contract';
import { useCompanyFormat } from '../format';

export const companyPath = (id: number) => `/apps/companies/${id}`;

function NameLink({ company }: { company: Company }) {
  return (
    <Anchor
      component={Link}
      to={companyPath(company.id)}
      fw={600}
      size="sm"
      data-testid="company-name"
    >
      {company.name}
    </Anchor>
  );
}

/** The first contact, the one to write to; with how many more there are. */
function MainContact({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const [first, ...others] = company.contacts;
  if (!first) return <Text size="sm">{t('list.no-contact')}</Text>;
  return (
    <Text size="sm">
      {others.length > 0
        ? t('list.contact-and-more', { name: first.name, count: others.length })
        : first.name}
    </Text>
  );
}

/** The list on wide screens: one row per company; the name opens it. */
export function CompanyTable({ items }: { items: readonly Company[] }) {
  const { t } = useTranslation('companies');
  const format = useCompanyFormat();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" data-testid="companies-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('fields.taxId')}</Table.Th>
            <Table.Th>{t('fields.city')}</Table.Th>
            <Table.Th>{t('fields.country')}</Table.Th>
            <Table.Th>{t('fields.contact')}</Table.Th>
            <Table.Th>{t('fields.mailLanguage')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((company) => (
            <Table.Tr key={company.id} data-testid="company-row">
              <Table.Td>
                <NameLink company={company} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {company.taxId || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{company.address.city}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.country(company.address.countryCode)}</Text>
              </Table.Td>
              <Table.Td>
                <MainContact company={company} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`language.${company.mailLanguage}`)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The list on a phone: one card per company. */
export function CompanyCards({ items }: { items: readonly Company[] }) {
  const { t } = useTranslation('companies');
  const format = useCompanyFormat();
  return (
    <CardList items={items} testId="companies-cards" cardTestId="company-card">
      {(company) => (
        <Stack gap={4}>
          <NameLink company={company} />
          <Text size="sm">
            {t('list.place', {
              city: company.address.city,
              country: format.country(company.address.countryCode),
            })}
          </Text>
          <MainContact company={company} />
          <Group gap={6} wrap="nowrap">
            <IconMail size={14} aria-label={t('fields.mailLanguage')} style={{ flex: 'none' }} />
            <Text size="sm">{t(`language.${company.mailLanguage}`)}</Text>
          </Group>
        </Stack>
      )}
    </CardList>
  );
}
