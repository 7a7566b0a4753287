import type { CompanyWire } from '@tillwise/domain';
import { useT } from '../../../i18n';
import { useCreateUser } from '../api/create-user';
import { VendorForm, type VendorFormValues } from './vendor-form';
import { saveVendor, vendorBody } from './vendor-save';

const EMPTY: VendorFormValues = {
  first_name: '',
  last_name: '',
  contact_number: '',
  company: null,
  ntn: '',
  cnic: '',
  tax_registered: false,
};

interface NewVendorFormProps {
  companies: CompanyWire[];
  onCreated: () => void;
  onCancel?: () => void;
}

/** Add Vendor's form (page and modal): a VENDOR user of a VENDOR company, created active. */
export function NewVendorForm({ companies, onCreated, onCancel }: NewVendorFormProps) {
  const t = useT();
  const create = useCreateUser();
  async function save(values: VendorFormValues) {
    const body = { ...vendorBody(values), is_active: true, user_type: 'VENDOR' as const };
    const errors = await saveVendor(() => create.mutateAsync(body));
    if (!errors) onCreated();
    return errors;
  }
  return (
    <VendorForm
      label={t('organisation.vendors.addForm')}
      initial={EMPTY}
      companies={companies}
      submitLabel={t('organisation.vendors.add')}
      onSubmit={save}
      onCancel={onCancel}
    />
  );
}
