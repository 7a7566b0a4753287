import { useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/loading-modal';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../lib/paths';
import { useAllCompanies } from '../api/get-all-companies';
import { NewVendorForm } from './new-vendor-form';

/** `/vendor/create`: Add Vendor, a VENDOR user of a VENDOR company (spec 2.10). */
export function AddVendorPage() {
  const navigate = useNavigate();
  const companies = useAllCompanies('VENDOR');

  if (companies.error)
    return (
      <LoadFailed what="the vendor companies" error={companies.error} onRetry={() => companies.refetch()} />
    );
  if (!companies.data) return <PageLoading />;

  return (
    <>
      <PageTitle title="Add Vendor" />
      <NewVendorForm companies={companies.data} onCreated={() => navigate(paths.vendors.to())} />
    </>
  );
}
