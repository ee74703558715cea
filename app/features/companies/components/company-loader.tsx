import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Company } from '../../../../api/modules/companies/contract';
import { ApiRequestError } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { useCompany } from '../api/get-company';
import { companyIdOf } from '../company-id';

/** Unknown id, or one that cannot exist: said plainly, with the way back to the list. */
function CompanyNotFound() {
  const { t } = useTranslation('companies');
  return (
    <Card withBorder radius="md" padding="xl" data-testid="company-not-found">
      <Stack align="center" gap="sm">
        <Title order={2} size="h4">
          {t('view.not-found')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('view.not-found-hint')}
        </Text>
        <Button component={Link} to="/apps/companies" variant="light">
          {t('view.back')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Loading, not found, a failed read, or the company: what both the view and the edit show. */
export function CompanyLoader({ children }: { children: (company: Company) => ReactNode }) {
  const { t } = useTranslation(['companies', API_ERRORS_NS]);
  const id = companyIdOf(useParams().companyId);
  const company = useCompany(id);
  if (id === null) return <CompanyNotFound />;
  if (company.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('list.loading')} />
      </Group>
    );
  }
  if (company.isError) {
    if (company.error instanceof ApiRequestError && company.error.status === 404) {
      return <CompanyNotFound />;
    }
    return (
      <Alert color="red" role="alert" data-testid="company-error">
        {apiErrorMessage(t, company.error)}
      </Alert>
    );
  }
  return children(company.data);
}
