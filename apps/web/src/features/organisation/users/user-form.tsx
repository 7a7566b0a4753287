import {
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { CompanyWire, UserType } from '@tillwise/domain';
import { Fragment, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { ImagePicker } from '../../../components/image-picker';
import { paths } from '../../../lib/paths';
import { type FieldErrors, useForm } from '../../../lib/use-form';
import { useOrgLabels } from '../labels';
import {
  asksForPassword,
  hasTaxIdentity,
  type UserField,
  type UserFormMode,
  type UserFormValues,
  userFormErrors,
} from './user-form-values';

type TextField =
  | 'username'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'contact_number'
  | 'password'
  | 'confirm_password'
  | 'ntn'
  | 'cnic';

/** A vendor belongs to a VENDOR company (the server's rule); everyone else to another company in reach. */
const fitsRole = (company: CompanyWire, type: UserType): boolean =>
  (type === 'VENDOR') === (company.company_type === 'VENDOR');

type Slot =
  | 'username'
  | 'role'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'contact_number'
  | 'company'
  | 'picture'
  | 'password'
  | 'confirm_password'
  | 'ntn'
  | 'cnic'
  | 'tax_registered';

/** Two columns; on edit the username and company are not shown (spec 2.9). */
const CREATE_ORDER: Slot[] = [
  'username',
  'role',
  'first_name',
  'last_name',
  'email',
  'contact_number',
  'company',
  'picture',
  'password',
  'confirm_password',
  'ntn',
  'cnic',
  'tax_registered',
];
const EDIT_ORDER: Slot[] = [
  'first_name',
  'last_name',
  'email',
  'contact_number',
  'role',
  'picture',
  'ntn',
  'cnic',
  'tax_registered',
];

export interface UserFormProps {
  mode: UserFormMode;
  initial: UserFormValues;
  /** The roles the caller may give (rolesToGive); the current one is added when editing. */
  roles: UserType[];
  companies: CompanyWire[];
  /** Editing oneself: the server refuses a change of one's own role. */
  roleLocked?: boolean;
  currentPicture?: string | null;
  /** Saves; resolves to the server's field messages, or null when saved. */
  onSubmit: (values: UserFormValues) => Promise<FieldErrors<UserField> | null>;
}

/** Add User and Edit User (spec 2.9, 5.5). On edit, username and company are not shown. */
export function UserForm({
  mode,
  initial,
  roles,
  companies,
  roleLocked,
  currentPicture,
  onSubmit,
}: UserFormProps) {
  const { t, userType, message } = useOrgLabels();
  const validate = useMemo(() => userFormErrors(mode), [mode]);
  const form = useForm(initial, validate);
  const v = form.values;
  const text = (field: TextField) => ({
    value: v[field],
    onChange: (e: { currentTarget: { value: string } }) => form.set(field, e.currentTarget.value),
    onBlur: () => form.touch(field),
    error: message(form.error(field)),
  });
  const companyChoices = companies.filter((c) => fitsRole(c, v.user_type));
  function chooseRole(type: UserType) {
    form.set('user_type', type);
    const company = companies.find((c) => c.id === v.company);
    if (company && !fitsRole(company, type)) form.set('company', null);
  }
  const roleChoices = roles.includes(v.user_type) ? roles : [v.user_type, ...roles];

  // Spec 4.8: after field errors from the server, the page scrolls back to the top.
  const submit = form.submitWith(onSubmit, () => window.scrollTo({ top: 0 }));

  const asksPassword = asksForPassword(mode, v.user_type);
  const taxed = hasTaxIdentity(v.user_type);
  const fields: Record<Slot, ReactNode> = {
    ntn: taxed && (
      <TextInput label={t('organisation.ntn')} placeholder="1234567-8" dir="ltr" {...text('ntn')} />
    ),
    cnic: taxed && (
      <TextInput
        label={t('organisation.cnic')}
        placeholder={t('organisation.cnicPlaceholder')}
        dir="ltr"
        {...text('cnic')}
      />
    ),
    tax_registered: taxed && (
      <Checkbox
        label={t('organisation.taxRegistered')}
        checked={v.tax_registered}
        onChange={(e) => form.set('tax_registered', e.currentTarget.checked)}
      />
    ),
    username: (
      <TextInput
        label={t('organisation.userForm.username')}
        withAsterisk
        autoComplete="off"
        {...text('username')}
      />
    ),
    role: (
      <Select
        label={t('organisation.userForm.role')}
        withAsterisk
        allowDeselect={false}
        disabled={roleLocked}
        description={roleLocked ? t('organisation.userForm.roleLocked') : undefined}
        data={roleChoices.map((type) => ({ value: type, label: userType(type) }))}
        value={v.user_type}
        onChange={(value) => value && chooseRole(value as UserType)}
        error={message(form.error('user_type'))}
      />
    ),
    first_name: <TextInput label={t('organisation.firstName')} {...text('first_name')} />,
    last_name: <TextInput label={t('organisation.lastName')} {...text('last_name')} />,
    email: <TextInput label={t('organisation.userForm.email')} type="email" dir="ltr" {...text('email')} />,
    contact_number: (
      <TextInput
        label={t('organisation.contactNumber')}
        withAsterisk
        placeholder="03001234567"
        dir="ltr"
        {...text('contact_number')}
      />
    ),
    company: (
      <Select
        label={t('organisation.userForm.company')}
        withAsterisk
        searchable
        placeholder={
          companyChoices.length ? t('organisation.chooseCompany') : t('organisation.userForm.noCompany')
        }
        data={companyChoices.map((c) => ({ value: String(c.id), label: c.company_name }))}
        value={v.company === null ? null : String(v.company)}
        onChange={(value) => form.set('company', value ? Number(value) : null)}
        onBlur={() => form.touch('company')}
        // With nothing to choose, say so at once (spec 5.5: "Add Company to system").
        error={message(
          companyChoices.length === 0 ? validate({ ...v, company: null }).company : form.error('company'),
        )}
      />
    ),
    picture: (
      <ImagePicker
        label={t('organisation.userForm.picture')}
        file={v.user_profilepic}
        current={currentPicture}
        onChange={(file) => form.set('user_profilepic', file)}
        error={message(form.error('user_profilepic'))}
      />
    ),
    password: asksPassword && (
      <PasswordInput
        label={t('organisation.password')}
        withAsterisk
        autoComplete="new-password"
        {...text('password')}
      />
    ),
    confirm_password: asksPassword && (
      <PasswordInput
        label={t('organisation.confirmPassword')}
        withAsterisk
        autoComplete="new-password"
        {...text('confirm_password')}
      />
    ),
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={form.showAllOnEnter}
      noValidate
      aria-label={mode === 'create' ? t('organisation.userForm.add') : t('organisation.userForm.edit')}
    >
      <Paper withBorder radius="md" p="lg" maw={760}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {(mode === 'create' ? CREATE_ORDER : EDIT_ORDER).map((key) => (
              <Fragment key={key}>{fields[key]}</Fragment>
            ))}
          </SimpleGrid>
          {mode === 'create' && !asksPassword && (
            <Text size="xs" c="dimmed">
              {t('organisation.userForm.noPassword')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button component={Link} to={paths.users.to()} variant="default">
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!form.valid} loading={form.saving}>
              {mode === 'create' ? t('organisation.users.add') : t('organisation.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
