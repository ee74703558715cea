import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Company } from '../../../../api/modules/companies/contract';
import { RecordLoader } from '../../../components/record-loader';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { useCompany } from '../api/get-company';
import { companyIdOf } from '../company-id';

/** Loading, not found, a failed read, or the company: what both the view and the edit show. */
export function CompanyLoader({ children }: { children: (company: Company) => ReactNode }) {
  const { t } = useTranslation(['companies', API_ERRORS_NS]);
  const id = companyIdOf(useParams().companyId);
  const company = useCompany(id);
  return (
    <RecordLoader
      invalidId={id === null}
      record={company}
      loadingLabel={t('list.loading')}
      notFound={{
        title: t('view.not-found'),
        hint: t('view.not-found-hint'),
        back: t('view.back'),
        backTo: '/apps/companies',
        testId: 'company-not-found',
      }}
      errorMessage={(error) => apiErrorMessage(t, error)}
      errorTestId="company-error"
    >
      {children}
    </RecordLoader>
  );
}
