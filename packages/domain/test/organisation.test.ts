import { describe, expect, it } from 'vitest';
import {
  ChangePasswordBody,
  CreateCompanyBody,
  CreateUserBody,
  companyNameError,
  departmentErrors,
  departmentInUseMessage,
  departmentParentId,
  hasWalkInCustomer,
  isWalkInUsername,
  MSG,
  outranks,
  rolesToGive,
  SetPasswordBody,
  UpdateCompanyBody,
  UpdateUserBody,
  userErrors,
  vendorErrors,
  walkInUsername,
} from '../src/index.js';

/** The issues of a failed parse as `{field: [messages]}`, the way the server answers them. */
function issues(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of (result.error as { issues: { path: PropertyKey[]; message: string }[] }).issues) {
    const key = String(issue.path[0] ?? 'non_field_errors');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('department and vendor rules (spec 5.6)', () => {
  it('requires a department name of at most 100 characters', () => {
    expect(companyNameError('')).toBe(MSG.nameRequired);
    expect(companyNameError('   ')).toBe(MSG.nameRequired);
    expect(companyNameError('a'.repeat(101))).toMatch(/no more than 100/);
    expect(companyNameError('Bakery Plant')).toBeNull();
  });

  it('checks the optional department phone with the same pattern', () => {
    expect(departmentErrors({ company_name: '', contact_number: '12' })).toEqual({
      company_name: MSG.nameRequired,
      contact_number: MSG.phoneInvalid,
    });
    expect(departmentErrors({ company_name: 'Plant', contact_number: '' })).toEqual({});
  });

  it('requires a vendor number and a vendor company', () => {
    expect(vendorErrors({ contact_number: '', company: null })).toEqual({
      contact_number: MSG.numberRequired,
      company: MSG.vendorCompanyRequired,
    });
    expect(vendorErrors({ contact_number: '03214567890', company: 4 })).toEqual({});
  });

  it('gives every user-form message that does not involve the password', () => {
    expect(
      userErrors({ username: '', email: 'x', contact_number: '', company: null, user_type: 'SALES_STAFF' }),
    ).toEqual({
      username: MSG.usernameRequired,
      email: MSG.emailInvalid,
      contact_number: MSG.numberRequired,
      company: MSG.companyRequired,
    });
  });
});

describe('organisation facts', () => {
  it('puts a new department under the parent (spec 4.8)', () => {
    expect(departmentParentId({ id: 1, company_type: 'PARENT', parent: null })).toBe(1);
    expect(departmentParentId({ id: 2, company_type: 'STORE', parent: 1 })).toBe(1);
    expect(departmentParentId({ id: 3, company_type: 'RETIAL', parent: 1 })).toBe(1);
  });

  it('gives a walk-in customer to selling companies only, under a reserved name', () => {
    expect(['PARENT', 'STORE', 'RETIAL'].every((t) => hasWalkInCustomer(t as 'STORE'))).toBe(true);
    expect(hasWalkInCustomer('FACTORY') || hasWalkInCustomer('VENDOR')).toBe(false);
    expect(walkInUsername(12)).toBe('WALK_IN_CUSTOMER_12');
    expect(isWalkInUsername('walk_in_customer_3')).toBe(true);
    expect(isWalkInUsername('WALK_IN_CUSTOMER_')).toBe(false);
  });

  it('ranks roles so that nobody gives or touches a role above their own', () => {
    const admin = { user_type: 'ADMIN', company_type: 'STORE' } as const;
    const superAdmin = { user_type: 'SUPER_ADMIN', company_type: 'PARENT' } as const;
    expect(outranks('SUPER_ADMIN', admin)).toBe(true);
    expect(outranks('ADMIN', admin)).toBe(false);
    expect(outranks('SUPER_ADMIN', superAdmin)).toBe(false);
    expect(outranks('ADMIN', { user_type: 'SALES_STAFF', company_type: 'RETIAL' })).toBe(true);
  });

  it('offers on the Users form only the roles the caller may give, never the walk-in', () => {
    const offered = [
      'SUPER_ADMIN',
      'ADMIN',
      'SALES_STAFF',
      'REGULAR_CUSTOMER',
      'WALK_IN_CUSTOMER',
      'VENDOR',
    ] as const;
    expect(rolesToGive({ user_type: 'ADMIN', company_type: 'STORE' }, offered)).toEqual([
      'ADMIN',
      'SALES_STAFF',
      'REGULAR_CUSTOMER',
      'VENDOR',
    ]);
    expect(rolesToGive({ user_type: 'SUPER_ADMIN', company_type: 'PARENT' }, offered)).toEqual([
      'SUPER_ADMIN',
      'ADMIN',
      'SALES_STAFF',
      'REGULAR_CUSTOMER',
      'VENDOR',
    ]);
  });

  it('words the delete refusal from its reasons', () => {
    expect(departmentInUseMessage(['users'])).toBe(
      'This department cannot be deleted because it still has users.',
    );
    expect(departmentInUseMessage(['users', 'stock', 'orders'])).toBe(
      'This department cannot be deleted because it still has users, stock and orders.',
    );
  });
});

describe('CreateUserBody', () => {
  it('needs only a number and a company; customers and vendors take the number as username', () => {
    expect(CreateUserBody.parse({ contact_number: '03001234567', company: 2 })).toEqual({
      contact_number: '03001234567',
      company: 2,
    });
    expect(issues(CreateUserBody, {})).toEqual({
      contact_number: [MSG.numberRequired],
      company: [MSG.companyRequired],
    });
    expect(
      issues(CreateUserBody, { user_type: 'SALES_STAFF', contact_number: '03001234567', company: 1 }),
    ).toEqual({ username: [MSG.usernameRequired] });
  });

  it('reads multipart text values like DRF', () => {
    const parsed = CreateUserBody.parse({
      username: 'usman',
      contact_number: '0300-1234567',
      company: '2',
      is_active: 'false',
      user_type: 'SALES_STAFF',
      user_extra: '{"description":"night shift"}',
      password: '',
    });
    expect(parsed).toMatchObject({
      company: 2,
      is_active: false,
      user_extra: { description: 'night shift' },
    });
    expect(parsed.password).toBeUndefined();
  });

  it('gives the messages of spec 5.5 at their fields', () => {
    expect(
      issues(CreateUserBody, {
        username: 'a b',
        email: 'nope',
        contact_number: '12',
        user_type: 'VENDOR',
        password: 'short',
        confirm_password: 'other',
      }),
    ).toEqual({
      username: [MSG.usernamePattern],
      email: [MSG.emailInvalid],
      contact_number: [MSG.phoneInvalid],
      company: [MSG.vendorCompanyRequired],
      password: [MSG.passwordPattern],
      confirm_password: [MSG.confirmPasswordMismatch],
    });
    expect(
      issues(CreateUserBody, { username: 'a'.repeat(151), contact_number: '03001234567', company: 1 }),
    ).toEqual({ username: [MSG.usernameTooLong] });
  });

  it('refuses unknown roles, bad ids and bad booleans with DRF wording', () => {
    expect(
      issues(CreateUserBody, {
        contact_number: '03001234567',
        company: 'x',
        user_type: 'BOSS',
        is_active: 'maybe',
      }),
    ).toEqual({
      user_type: ['"BOSS" is not a valid choice.'],
      company: ['Incorrect type. Expected pk value, received string.'],
      is_active: ['Must be a valid boolean.'],
    });
  });
});

describe('UpdateUserBody, password and company bodies', () => {
  it('accepts an empty update and checks only what is sent', () => {
    expect(UpdateUserBody.parse({})).toEqual({});
    expect(issues(UpdateUserBody, { contact_number: '', company: null })).toEqual({
      contact_number: [MSG.numberRequired],
      company: [MSG.companyRequired],
    });
  });

  it('needs a valid password and its confirmation to set one', () => {
    expect(issues(SetPasswordBody, {})).toEqual({
      password: [MSG.passwordRequired],
      confirm_password: [MSG.confirmPasswordRequired],
    });
    expect(issues(SetPasswordBody, { password: 'Demo@1234', confirm_password: 'Demo@4321' })).toEqual({
      confirm_password: [MSG.confirmPasswordMismatch],
    });
    expect(SetPasswordBody.parse({ password: 'Demo@1234', confirm_password: 'Demo@1234' })).toBeTruthy();
    expect(issues(ChangePasswordBody, {})).toEqual({
      old_password: [MSG.fieldRequired],
      password: [MSG.passwordRequired],
      confirm_password: [MSG.confirmPasswordRequired],
    });
  });

  it('defaults a department to FACTORY, refuses PARENT and ignores the parent sent', () => {
    expect(CreateCompanyBody.parse({ company_name: ' Plant ', parent: 9 })).toEqual({
      company_name: 'Plant',
      company_type: 'FACTORY',
    });
    expect(issues(CreateCompanyBody, { company_type: 'PARENT', contact_number: '1' })).toEqual({
      company_name: [MSG.nameRequired],
      company_type: [MSG.parentTypeNotAllowed],
      contact_number: [MSG.phoneInvalid],
    });
    expect(UpdateCompanyBody.parse({ id: 3, address: 'Mall Road' })).toEqual({ address: 'Mall Road' });
  });
});
