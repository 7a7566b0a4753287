import {
  canSignIn,
  confirmPasswordError,
  passwordError,
  taxIdentityErrors,
  type UserType,
  type UserWire,
  userErrors,
} from '@tillwise/domain';
import { imageFileError } from '../../../components/image-picker';
import type { FieldErrors } from '../../../lib/use-form';

export type UserFormMode = 'create' | 'edit';

export interface UserFormValues {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  contact_number: string;
  user_type: UserType;
  company: number | null;
  user_profilepic: File | null;
  password: string;
  confirm_password: string;
  /** A customer's or vendor's tax identity (docs/domain/tax.md). */
  ntn: string;
  cnic: string;
  tax_registered: boolean;
}

export type UserField = keyof UserFormValues;

export const USER_FIELDS: readonly UserField[] = [
  'username',
  'first_name',
  'last_name',
  'email',
  'contact_number',
  'user_type',
  'company',
  'user_profilepic',
  'password',
  'confirm_password',
  'ntn',
  'cnic',
  'tax_registered',
];

/** Customers and vendors carry a tax identity; operators do not. */
export const hasTaxIdentity = (type: UserType): boolean => type === 'REGULAR_CUSTOMER' || type === 'VENDOR';

/** The default role of a new user is SALES_STAFF (spec 4.8). */
export const emptyUser = (): UserFormValues => ({
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  contact_number: '',
  user_type: 'SALES_STAFF',
  company: null,
  user_profilepic: null,
  password: '',
  confirm_password: '',
  ntn: '',
  cnic: '',
  tax_registered: false,
});

export const userToValues = (user: UserWire): UserFormValues => ({
  ...emptyUser(),
  username: user.username,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  contact_number: user.contact_number,
  user_type: user.user_type,
  company: user.company?.id ?? null,
  ntn: user.ntn,
  cnic: user.cnic,
  tax_registered: user.tax_registered,
});

/** Password fields belong to a new operator: customers and vendors never sign in (spec 5.5). */
export const asksForPassword = (mode: UserFormMode, type: UserType): boolean =>
  mode === 'create' && canSignIn(type);

/** Spec 5.5's messages for the fields the form shows, from the domain's rules. */
export function userFormErrors(mode: UserFormMode) {
  return (v: UserFormValues): FieldErrors<UserField> => {
    const { username, company, ...rest } = userErrors(v);
    const errors: FieldErrors<UserField> = mode === 'create' ? { username, company, ...rest } : rest;
    if (asksForPassword(mode, v.user_type)) {
      errors.password = passwordError(v.password) ?? undefined;
      errors.confirm_password = confirmPasswordError(v.password, v.confirm_password) ?? undefined;
    }
    errors.user_profilepic = imageFileError(v.user_profilepic) ?? undefined;
    if (hasTaxIdentity(v.user_type)) Object.assign(errors, taxIdentityErrors(v));
    return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as FieldErrors<UserField>;
  };
}

/**
 * The multipart body of the Users form (contract §2.3): the original's fields, the picture only
 * when one was chosen, and, unlike the original, the password of a new operator.
 */
export function userFormData(mode: UserFormMode, v: UserFormValues): FormData {
  const form = new FormData();
  if (mode === 'create') {
    form.append('username', v.username);
    form.append('company', String(v.company ?? ''));
    form.append('is_active', 'true');
  }
  form.append('first_name', v.first_name);
  form.append('last_name', v.last_name);
  form.append('email', v.email);
  form.append('contact_number', v.contact_number);
  form.append('user_type', v.user_type);
  if (asksForPassword(mode, v.user_type)) {
    form.append('password', v.password);
    form.append('confirm_password', v.confirm_password);
  }
  if (v.user_profilepic) form.append('user_profilepic', v.user_profilepic);
  if (hasTaxIdentity(v.user_type)) {
    form.append('ntn', v.ntn.trim());
    form.append('cnic', v.cnic.trim());
    form.append('tax_registered', v.tax_registered ? 'true' : 'false');
  }
  return form;
}
