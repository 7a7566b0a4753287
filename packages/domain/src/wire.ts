import { z } from 'zod';
import type { CompanyType, UserType } from './enums.js';

/** DRF page envelope used by every list endpoint. */
export interface ListEnvelope<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A company as nested in users and returned by `company/`. Decimals are 4-place strings. */
export interface CompanyWire {
  id: number;
  company_name: string;
  company_type: CompanyType;
  address: string;
  contact_number: string;
  parent: number | null;
  credit: string;
  balance: string;
  /** Added by issue 43: the language its people see until they choose ('en' | 'ur'), null: the browser's. */
  default_language?: UiLanguage | null;
  /** Added by issue 43: its receipts printed in Urdu use Urdu digits (۱۲۳) for money, quantities and dates. */
  receipt_urdu_digits?: boolean;
}

/** The languages a user or a company may choose (docs/i18n.md). */
export const UI_LANGUAGES = ['en', 'ur'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** A user as returned by `user-data/` and `user/`, with the company nested. */
export interface UserWire {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  contact_number: string;
  user_type: UserType;
  user_profilepic: string | null;
  company: CompanyWire | null;
  credit: string;
  is_active: boolean;
  is_staff: boolean;
  user_extra: { id: number; description: string } | null;
  /** A customer's or vendor's tax identity (docs/domain/tax.md): NTN, CNIC, registered for sales tax. */
  ntn: string;
  cnic: string;
  tax_registered: boolean;
  /** Added by issue 43: the language this person chose, null: the company's default. */
  language?: UiLanguage | null;
}

/** `type/`: three objects, one list each. */
export type TypeListsWire = ListEnvelope<
  { user_type: string[] } | { company_type: string[] } | { request_type: string[] }
>;

/** Errors in the DRF shape: field lists, non_field_errors, or a single detail. */
export type DrfError = { detail: string } | Record<string, string[]>;

/** Body of `POST obtain-jwt/`. Both fields are required and non-empty. */
export const ObtainTokenBody = z.object({
  username: z.string().trim().min(1).max(150),
  password: z.string().min(1).max(256),
});
export type ObtainTokenBody = z.infer<typeof ObtainTokenBody>;
