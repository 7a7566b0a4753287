import { z } from 'zod';
import { COMPANY_TYPES, USER_TYPES, type UserType } from './enums.js';
import { invalidPkMessage, MAX_ID, MSG } from './messages.js';
import { companyNameError, companyRequiredMessage, usesContactAsUsername } from './organisation.js';
import { cnicError, normaliseCnic, ntnError } from './tax.js';
import { confirmPasswordError, emailError, passwordError, phoneError, usernameError } from './validation.js';
import { UI_LANGUAGES } from './wire.js';

/*
 * Request bodies of the organisation endpoints (contract A3-A12, O30-O31 and §2.3). Each accepts
 * JSON and the all-text values of multipart forms alike ("2" for an id, "true" for a boolean), as
 * DRF does, and carries the messages of spec 5.5 and 5.6 so the web and the server agree.
 */

type Check = (value: string) => string | null;
const rule = (check: Check) => (value: string, ctx: z.RefinementCtx) => {
  const message = check(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const nullToBlank = (v: unknown) => (v === null ? '' : v);
/**
 * A required text whose absence is reported by its rule ("Name is required"), not by a type
 * error, so that the other fields' and the cross-field messages are still given in one answer.
 */
const requiredText = (check: Check) =>
  z.preprocess((v) => v ?? '', z.string().trim()).superRefine(rule(check));
const text = (max: number) => z.preprocess(nullToBlank, z.string().trim().max(max));

/** A related id as a JSON number or multipart text; '' and null mean "none". */
export const IdInput = z.preprocess(
  (v: number | string | null | undefined) =>
    v === '' || v === null ? null : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v,
  z
    .number({ error: (i) => `Incorrect type. Expected pk value, received ${typeof i.input}.` })
    .int()
    .positive()
    // A larger id names no stored row: the same answer as any id that does not exist.
    .max(MAX_ID, { error: (i) => invalidPkMessage(String(i.input)) })
    .nullable(),
);

const TRUE = new Set(['true', 'True', 'TRUE', '1', 'yes', 'on']);
const FALSE = new Set(['false', 'False', 'FALSE', '0', 'no', 'off']);
/** DRF's BooleanField: JSON booleans and the usual text forms. */
export const BoolInput = z.preprocess(
  (v: boolean | string) => (typeof v === 'string' ? (TRUE.has(v) ? true : FALSE.has(v) ? false : v) : v),
  z.boolean(),
);

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: (i) => `"${String(i.input)}" is not a valid choice.` }).optional(),
  );

/** `user_extra` arrives as an object in JSON and as JSON text in a multipart form. */
const UserExtraInput = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, z.object({ description: text(250).optional() }).nullable());

const userFields = {
  username: z.string().trim().optional(),
  first_name: text(150).optional(),
  last_name: text(150).optional(),
  email: text(254).superRefine(rule(emailError)).optional(),
  contact_number: requiredText((v) => phoneError(v, true)),
  user_type: choice(USER_TYPES),
  company: IdInput.optional(),
  is_active: BoolInput.optional(),
  password: z.preprocess(blankToUndefined, z.string().superRefine(rule(passwordError)).optional()),
  confirm_password: z.string().optional(),
  user_extra: UserExtraInput.optional(),
  /** In JSON: null removes the picture; a URL (the current picture) changes nothing. Files come as multipart. */
  user_profilepic: z.union([z.string(), z.null()]).optional(),
  /** A customer's or vendor's tax identity (docs/domain/tax.md): NTN, CNIC, registered for sales tax. */
  ntn: text(20).superRefine(rule(ntnError)).optional(),
  cnic: text(20)
    .superRefine(rule(cnicError))
    .transform((v) => normaliseCnic(v))
    .optional(),
  tax_registered: BoolInput.optional(),
};

/** Checks the confirmation when one is sent; where the password itself is optional, only alongside it. */
const checkConfirmation =
  (passwordOptional: boolean) =>
  (v: { password?: string | undefined; confirm_password?: string | undefined }, ctx: z.RefinementCtx) => {
    if (v.confirm_password === undefined || (passwordOptional && !v.password)) return;
    const message = confirmPasswordError(v.password ?? '', v.confirm_password);
    if (message) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message });
  };

const companyIssue = (type: UserType, ctx: z.RefinementCtx) =>
  ctx.addIssue({ code: 'custom', path: ['company'], message: companyRequiredMessage(type) });

/**
 * `POST create/user/`. No password is needed (the original client never sends one; such a user
 * cannot sign in until one is set). `user_type` defaults to REGULAR_CUSTOMER, and customers and
 * vendors without a username take their contact number.
 */
export const CreateUserBody = z.object(userFields).superRefine((v, ctx) => {
  const type = v.user_type ?? 'REGULAR_CUSTOMER';
  // A customer or vendor without a username takes the number, which has its own rule.
  const usernameMessage = v.username || !usesContactAsUsername(type) ? usernameError(v.username ?? '') : null;
  if (usernameMessage) ctx.addIssue({ code: 'custom', path: ['username'], message: usernameMessage });
  if (v.company === undefined || v.company === null) companyIssue(type, ctx);
  checkConfirmation(true)(v, ctx);
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;

/** `PATCH user/<id>/`: any subset of the create fields; `{}` changes nothing. */
export const UpdateUserBody = z
  .object({ ...userFields, contact_number: userFields.contact_number.optional() })
  .superRefine((v, ctx) => {
    if (v.username !== undefined) {
      const message = usernameError(v.username);
      if (message) ctx.addIssue({ code: 'custom', path: ['username'], message });
    }
    if (v.company === null) companyIssue(v.user_type ?? 'REGULAR_CUSTOMER', ctx);
    checkConfirmation(true)(v, ctx);
  });
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

const passwordFields = {
  password: z.preprocess((v) => v ?? '', z.string()).superRefine(rule(passwordError)),
  confirm_password: z.preprocess((v) => v ?? '', z.string()),
};

/** An admin sets or resets another user's password. */
export const SetPasswordBody = z.object(passwordFields).superRefine(checkConfirmation(false));
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;

/** Any operator changes their own password, proving they know the current one. */
export const ChangePasswordBody = z
  .object({
    old_password: z
      .preprocess((v) => v ?? '', z.string())
      .superRefine(rule((v) => (v === '' ? MSG.fieldRequired : null))),
    ...passwordFields,
  })
  .superRefine(checkConfirmation(false));
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

const companyFields = {
  company_name: requiredText(companyNameError),
  company_type: choice(COMPANY_TYPES),
  address: text(255),
  contact_number: text(20).superRefine(rule((v) => phoneError(v))),
};

/** The Department form's default type (spec 4.8). */
export const DEFAULT_DEPARTMENT_TYPE = 'FACTORY' as const;

/** `POST company/`. `parent` is accepted and ignored: the server derives it (spec 4.8). */
export const CreateCompanyBody = z.object({
  ...companyFields,
  company_type: z.preprocess(
    blankToUndefined,
    z
      .enum(COMPANY_TYPES, { error: (i) => `"${String(i.input)}" is not a valid choice.` })
      .refine((t) => t !== 'PARENT', MSG.parentTypeNotAllowed)
      .default(DEFAULT_DEPARTMENT_TYPE),
  ),
  address: companyFields.address.optional(),
  contact_number: companyFields.contact_number.optional(),
});
export type CreateCompanyBody = z.infer<typeof CreateCompanyBody>;

/** `PATCH company/<id>/`: any subset; `id` and `parent` are ignored. */
export const UpdateCompanyBody = z.object({
  company_name: companyFields.company_name.optional(),
  company_type: companyFields.company_type,
  address: companyFields.address.optional(),
  contact_number: companyFields.contact_number.optional(),
});
/** `PUT user-data/language/`: the signed-in user's own language; null follows the company again. */
export const SetLanguageBody = z.object({ language: z.enum(UI_LANGUAGES).nullable() });
export type SetLanguageBody = z.infer<typeof SetLanguageBody>;

export type UpdateCompanyBody = z.infer<typeof UpdateCompanyBody>;

/**
 * What the server reads on `PATCH company/<id>/`: the form's fields plus (issue 43) the company's
 * default language (null clears it) and whether its Urdu receipts print Urdu digits.
 */
export const UpdateCompanyRequest = UpdateCompanyBody.extend({
  default_language: z.enum(UI_LANGUAGES).nullable().optional(),
  receipt_urdu_digits: z.boolean().optional(),
});
export type UpdateCompanyRequest = z.infer<typeof UpdateCompanyRequest>;

/** `PATCH update-company-logo/`: the file comes as multipart `image_url`; JSON `null` removes the logo. */
export const UpdateLogoBody = z.object({ image_url: z.union([z.string(), z.null()]).optional() });
export type UpdateLogoBody = z.infer<typeof UpdateLogoBody>;
