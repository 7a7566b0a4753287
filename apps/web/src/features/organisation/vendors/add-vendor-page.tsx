import { useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingModal } from '../../../components/loading-modal';
import { PageTitle } from '../../../components/page-title';
import { useCreateUser } from '../api/create-user';
import { useAllCompanies } from '../api/get-all-companies';
import { VendorForm, type VendorFormValues } from './vendor-form';
import { saveVendor, vendorBody } from './vendor-save';

const EMPTY: VendorFormValues = { first_name: '', last_name: '', contact_number: '', company: null };

/** `/vendor/create`: Add Vendor, a VENDOR user of a VENDOR company (spec 2.10). */
export function AddVendorPage() {
  const navigate = useNavigate();
  const companies = useAllCompanies('VENDOR');
  const create = useCreateUser();

  if (companies.error)
    return (
      <LoadFailed what="the vendor companies" error={companies.error} onRetry={() => companies.refetch()} />
    );
  if (!companies.data) return <LoadingModal />;

  async function save(values: VendorFormValues) {
    const body = { ...vendorBody(values), is_active: true, user_type: 'VENDOR' };
    const errors = await saveVendor(() => create.mutateAsync(body));
    if (!errors) navigate('/vendors');
    return errors;
  }

  return (
    <>
      <PageTitle title="Add Vendor" />
      <VendorForm
        label="Add vendor"
        initial={EMPTY}
        companies={companies.data}
        submitLabel="Add Vendor"
        onSubmit={save}
      />
    </>
  );
}
