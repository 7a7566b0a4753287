import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/loading-modal';
import { PageTitle } from '../../../components/page-title';
import { useT } from '../../../i18n';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useAllCompanies } from '../api/get-all-companies';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { VendorForm, type VendorFormValues } from './vendor-form';
import { saveVendor, vendorBody } from './vendor-save';

/** `/vendor/edit/:vendorId`: Edit Vendor (spec 2.10). */
export function EditVendorPage() {
  const id = Number(useParams().vendorId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.notFound.to()} replace />;
  return <EditVendor id={id} />;
}

function EditVendor({ id }: { id: number }) {
  const t = useT();
  const navigate = useNavigate();
  const vendor = useUser(id);
  const companies = useAllCompanies('VENDOR');
  const update = useUpdateUser();

  const notVendor = vendor.data && vendor.data.user_type !== 'VENDOR';
  if ((isApiError(vendor.error) && vendor.error.status === 404) || notVendor)
    return <Navigate to={paths.notFound.to()} replace />;
  if (vendor.error)
    return (
      <LoadFailed
        what={t('organisation.vendors.what.one')}
        error={vendor.error}
        onRetry={() => vendor.refetch()}
      />
    );
  if (companies.error)
    return (
      <LoadFailed
        what={t('organisation.vendors.what.companies')}
        error={companies.error}
        onRetry={() => companies.refetch()}
      />
    );
  if (!vendor.data || !companies.data) return <PageLoading />;

  async function save(values: VendorFormValues) {
    const errors = await saveVendor(() => update.mutateAsync({ id, body: vendorBody(values) }));
    if (!errors) navigate(paths.vendors.to());
    return errors;
  }

  const { first_name, last_name, contact_number, company } = vendor.data;
  return (
    <>
      <PageTitle title={t('organisation.vendors.edit', { number: contact_number })} />
      <VendorForm
        label={t('organisation.vendors.editForm')}
        initial={{
          first_name,
          last_name,
          contact_number,
          company: company?.id ?? null,
          ntn: vendor.data.ntn,
          cnic: vendor.data.cnic,
          tax_registered: vendor.data.tax_registered,
        }}
        companies={companies.data}
        submitLabel={t('organisation.save')}
        onSubmit={save}
      />
    </>
  );
}
