import { useNavigate } from 'react-router';
import { useCreateCompany } from '../api/create-company';
import { CompanyForm } from '../components/company-form';
import { companyPath } from '../components/company-rows';

/** /apps/companies/new (the staff Companies app): a new customer company; once saved, its page. */
export default function CompanyNewScreen() {
  const navigate = useNavigate();
  const create = useCreateCompany();
  return (
    <div data-testid="company-new-screen">
      <CompanyForm
        busy={create.isPending}
        submitError={create.error}
        cancelTo="/apps/companies"
        onSubmit={(input) =>
          create.mutate(input, { onSuccess: (company) => void navigate(companyPath(company.id)) })
        }
      />
    </div>
  );
}
