import { saveOutcome } from '../../../lib/form-errors';
import type { FieldErrors } from '../../../lib/use-form';
import { VENDOR_FIELDS, type VendorField, type VendorFormValues } from './vendor-form';

/** The JSON the original Vendor form sends (contract §2.3): the number is the username too. */
export const vendorBody = (v: VendorFormValues) => ({
  first_name: v.first_name,
  last_name: v.last_name,
  username: v.contact_number,
  contact_number: v.contact_number,
  company: v.company,
  ntn: v.ntn.trim(),
  cnic: v.cnic.trim(),
  tax_registered: v.tax_registered,
});

/** Runs a vendor save; a username message (a number already taken) shows at the number. */
export async function saveVendor(save: () => Promise<unknown>): Promise<FieldErrors<VendorField> | null> {
  const errors = await saveOutcome(save, [...VENDOR_FIELDS, 'username']);
  if (!errors) return null;
  const { username, ...rest } = errors;
  return username && !rest.contact_number ? { ...rest, contact_number: username } : rest;
}
