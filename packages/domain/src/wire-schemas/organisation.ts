import { z } from 'zod';
import { COMPANY_TYPES, USER_TYPES } from '../enums.js';
import { type CompanyWire, UI_LANGUAGES, type UserWire } from '../wire.js';
import { decimal, listOf } from './common.js';

/* Companies, users and the type lists. */

export const CompanySchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_type: z.enum(COMPANY_TYPES),
  address: z.string(),
  contact_number: z.string(),
  parent: z.number().int().nullable(),
  credit: decimal,
  balance: decimal,
  default_language: z
    .enum(UI_LANGUAGES)
    .nullable()
    .optional()
    .describe('Language until a user chooses: en, ur or null'),
  receipt_urdu_digits: z
    .boolean()
    .optional()
    .describe('Receipts printed in Urdu show money, quantities and dates in Urdu digits'),
}) satisfies z.ZodType<CompanyWire>;

/** A company outside the caller's reach named in a list (a request's possible receiver): who it is, nothing more. */
export const CompanyNameSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_type: z.enum(COMPANY_TYPES),
});
export type CompanyNameWire = z.infer<typeof CompanyNameSchema>;

/** An operator of such a company (a request's possible receiver): who they are, nothing more. */
export const UserNameSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: z.enum(USER_TYPES),
  company: CompanyNameSchema,
});
export type UserNameWire = z.infer<typeof UserNameSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  contact_number: z.string(),
  user_type: z.enum(USER_TYPES),
  user_profilepic: z.string().nullable(),
  company: CompanySchema.nullable(),
  credit: decimal,
  is_active: z.boolean(),
  is_staff: z.boolean(),
  user_extra: z.object({ id: z.number().int(), description: z.string() }).nullable(),
  ntn: z.string().describe('NTN, or empty'),
  cnic: z.string().describe('CNIC, 13 digits, or empty'),
  tax_registered: z.boolean().describe('Registered for sales tax'),
  language: z
    .enum(UI_LANGUAGES)
    .nullable()
    .optional()
    .describe('The language the user chose: en, ur or null'),
}) satisfies z.ZodType<UserWire>;

export const TypeLists = listOf(
  z.union([
    z.object({ user_type: z.array(z.string()) }),
    z.object({ company_type: z.array(z.string()) }),
    z.object({ request_type: z.array(z.string()) }),
  ]),
);
