import { useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/loading-modal';
import { PageTitle } from '../../../components/page-title';
import { useT } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { useAllCompanies } from '../api/get-all-companies';
import { NewVendorForm } from './new-vendor-form';

/** `/vendor/create`: Add Vendor, a VENDOR user of a VENDOR company (spec 2.10). */
export function AddVendorPage() {
  const t = useT();
  const navigate = useNavigate();
  const companies = useAllCompanies('VENDOR');

  if (companies.error)
    return (
      <LoadFailed
        what={t('organisation.vendors.what.companies')}
        error={companies.error}
        onRetry={() => companies.refetch()}
      />
    );
  if (!companies.data) return <PageLoading />;

  return (
    <>
      <PageTitle title={t('organisation.vendors.add')} />
      <NewVendorForm companies={companies.data} onCreated={() => navigate(paths.vendors.to())} />
    </>
  );
}
