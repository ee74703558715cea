import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Company } from '../../../../api/modules/companies/contract';
import { notify } from '../../../lib/ui/notify';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { companyQueryOptions } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { CompanyForm } from '../components/company-form';
import { CompanyLoader } from '../components/company-loader';
import { companyPath } from '../components/company-rows';
import { companyIdOf } from '../company-id';

export function clientLoader({ params }: { params: { companyId?: string } }) {
  const id = companyIdOf(params.companyId);
  if (id !== null) prefetchWhenSignedIn(companyQueryOptions(id));
  return null;
}

function EditForm({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const update = useUpdateCompany();
  const back = companyPath(company.id);
  return (
    <CompanyForm
      company={company}
      busy={update.isPending}
      submitError={update.error}
      cancelTo={back}
      // the whole company is sent: its lists and address are replaced whole anyway
      onSubmit={(changes) =>
        update.mutate(
          { id: company.id, changes },
          {
            onSuccess: (saved) => {
              notify('success', t('form.saved', { name: saved.name }));
              void navigate(back);
            },
          },
        )
      }
    />
  );
}

/** /apps/companies/:companyId/edit (the staff Companies app): the same form, filled. */
export default function CompanyEditScreen() {
  return (
    <div data-testid="company-edit-screen">
      <CompanyLoader>{(company) => <EditForm company={company} />}</CompanyLoader>
    </div>
  );
}
