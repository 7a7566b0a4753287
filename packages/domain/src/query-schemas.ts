import { z } from 'zod';
import { COMPANY_TYPES, USER_TYPES } from './enums.js';

/*
 * The query of every GET that reads one, declared once: the server validates with it and publishes
 * it in the OpenAPI document, the web builds its queries from the inferred types. A value arrives
 * as one text, or several when the key repeats (the original client's habit, contract section 6):
 * the routes read the last one (or all, for a repeatable key), and an empty value is no filter.
 * Each route's own rule checks the text (an unknown choice, a bad id or date), with the messages
 * it always gave, so the schemas only name and describe the filters.
 */

/** A query value as it arrives: one text, or several when the key repeats. */
export const QueryText = z.union([z.string(), z.array(z.string())]).optional();
export type QueryText = z.infer<typeof QueryText>;

const text = (description: string) => QueryText.describe(description);
const choice = (description: string, choices: readonly string[]) =>
  QueryText.describe(`${description}: one of ${choices.map((c) => `\`${c}\``).join(', ')}`);

/** DRF's pagination and search, read by every list. */
const listFields = {
  search: text('Text searched in the list; an empty value is no search'),
  page: text('Page number, from 1'),
};

/** A list's query: pagination, search and its own filters; unknown keys pass (and are ignored). */
export const listQuery = <T extends z.ZodRawShape>(fields: T) => z.looseObject({ ...listFields, ...fields });

/** A list that reads only pagination and search (units, categories, types, the signed-in user). */
export const PlainListQuery = listQuery({});
export type PlainListQuery = z.infer<typeof PlainListQuery>;

/** `GET batch/`. */
export const BatchListQuery = listQuery({
  quantity__gte: text("Stock in the caller's company is at least this"),
});
export type BatchListQuery = z.infer<typeof BatchListQuery>;

/** `GET company/` (contract A8). */
export const CompanyListQuery = listQuery({
  company_type: choice('Only companies of this type', COMPANY_TYPES),
});
export type CompanyListQuery = z.infer<typeof CompanyListQuery>;

/** `GET user/` (contract A9). */
export const UserListQuery = listQuery({
  user_type: choice('Only users of these types (repeatable)', USER_TYPES),
  company: text('Only users of this company (id); `0` is no filter'),
  contact_number: text('Contact number is exactly this'),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

/** `GET vendor/`: the original client searches with `?0=<text>` as well as `search`. */
export const VendorListQuery = listQuery({
  '0': text('Read as `search` when `search` is absent (the original client sends it)'),
});
export type VendorListQuery = z.infer<typeof VendorListQuery>;
