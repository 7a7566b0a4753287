import { Modal } from '@mantine/core';
import { LoadFailed } from '../../../components/load-failed';
import { useT } from '../../../i18n';
import { useAllCompanies } from '../api/get-all-companies';
import { NewVendorForm } from './new-vendor-form';

export interface AddVendorModalProps {
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/** Add New Vendor on the internal order screen (spec 2.5): the Vendors form in a modal. */
export function AddVendorModal({ opened, onClose, onAdded }: AddVendorModalProps) {
  const t = useT();
  const companies = useAllCompanies('VENDOR');
  return (
    <Modal opened={opened} onClose={onClose} title={t('organisation.vendors.add')} size="lg" centered>
      {companies.error ? (
        <LoadFailed
          what={t('organisation.vendors.what.companies')}
          error={companies.error}
          onRetry={() => companies.refetch()}
        />
      ) : (
        opened &&
        companies.data && <NewVendorForm companies={companies.data} onCreated={onAdded} onCancel={onClose} />
      )}
    </Modal>
  );
}
