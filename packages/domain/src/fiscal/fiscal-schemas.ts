import { z } from 'zod';
import { BoolInput } from '../organisation-schemas.js';
import { listOf, timestamp } from '../wire-schemas/common.js';
import { FBR_DI_PROVINCES } from './fbr-di-rules.js';

/*
 * The fiscal reporter's settings and outbox on the wire (docs/domain/fiscal.md, "The outbox and
 * the worker"). The cloud token goes in only: no answer carries it, only whether one is set.
 */

export const FISCAL_SERVICES = ['FBR_POS_LOCAL', 'FBR_POS_CLOUD'] as const;
export type FiscalService = (typeof FISCAL_SERVICES)[number];
export const FISCAL_STATUSES = ['PENDING', 'SENT', 'REFUSED'] as const;
export type FiscalStatus = (typeof FISCAL_STATUSES)[number];
/** Where a document went: the POS service (a retail sale) or Digital Invoicing (to a registered buyer). */
export const FISCAL_ROUTES = ['', 'FBR_POS', 'FBR_DI'] as const;
export type FiscalRoute = (typeof FISCAL_ROUTES)[number];

export const FISCAL_MSG = {
  baseUrl: 'Enter an address such as http://127.0.0.1:8524 (http or https, no path).',
  posId: 'Enter the POS ID the FBR gave (a whole number).',
  needsPosId: 'Reporting needs the POS ID the FBR gave.',
  needsToken: 'The cloud service needs its token.',
  notRefused: 'Only a refused invoice can be sent again.',
  diBaseUrl: 'Enter an address such as https://gw.fbr.gov.pk (http or https, no path).',
  diNeedsToken: 'Digital Invoicing needs its token.',
  diNeedsProvince: 'Digital Invoicing needs the province the business is registered in.',
} as const;

const asText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v);

/** `PUT company/<id>/fiscal/`: any subset; what is left out keeps its value. `token` '' clears it. */
export const FiscalSettingsBody = z.object({
  enabled: BoolInput.optional(),
  service: z
    .enum(FISCAL_SERVICES, { error: (i) => `"${String(i.input)}" is not a valid choice.` })
    .optional(),
  pos_id: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z.number({ error: FISCAL_MSG.posId }).int(FISCAL_MSG.posId).min(0, FISCAL_MSG.posId).max(2_147_483_647),
    )
    .optional(),
  base_url: z
    .preprocess(
      asText,
      z
        .string()
        .trim()
        .max(300, FISCAL_MSG.baseUrl)
        .regex(/^(https?:\/\/[^/\s?#]+\/?)?$/, FISCAL_MSG.baseUrl),
    )
    .optional(),
  token: z.preprocess(asText, z.string().trim().max(500)).optional(),
  /** Digital Invoicing (docs/domain/fiscal.md, "Digital Invoicing"). */
  di_enabled: BoolInput.optional(),
  di_sandbox: BoolInput.optional(),
  di_base_url: z
    .preprocess(
      asText,
      z
        .string()
        .trim()
        .max(300, FISCAL_MSG.diBaseUrl)
        .regex(/^(https?:\/\/[^/\s?#]+\/?)?$/, FISCAL_MSG.diBaseUrl),
    )
    .optional(),
  di_token: z.preprocess(asText, z.string().trim().max(1000)).optional(),
  di_province: z
    .enum(['', ...FBR_DI_PROVINCES], { error: (i) => `"${String(i.input)}" is not a valid choice.` })
    .optional(),
});
export type FiscalSettingsBody = z.infer<typeof FiscalSettingsBody>;

/** `company/<id>/fiscal/`: the reporter of a company (the defaults, off, when never set up). */
export const FiscalSettingsSchema = z.object({
  company: z.number().int(),
  enabled: z.boolean(),
  service: z.enum(FISCAL_SERVICES),
  pos_id: z.number().int(),
  base_url: z.string(),
  /** Whether a cloud token is stored; the token itself is never answered. */
  token_set: z.boolean(),
  di_enabled: z.boolean(),
  di_sandbox: z.boolean(),
  di_base_url: z.string(),
  /** Whether a DI token is stored; never the token. */
  di_token_set: z.boolean(),
  di_province: z.string(),
});
export type FiscalSettingsWire = z.infer<typeof FiscalSettingsSchema>;

/** One order in the outbox (`fiscal/`). */
export const FiscalOutboxSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  invoice_id: z.string(),
  company: z.number().int(),
  status: z.enum(FISCAL_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: timestamp,
  last_error: z.string(),
  fiscal_number: z.string(),
  /** Where it went: FBR_POS, FBR_DI, or '' before its first attempt. */
  service: z.enum(FISCAL_ROUTES),
  created: timestamp,
  sent_at: timestamp.nullable(),
});
export type FiscalOutboxWire = z.infer<typeof FiscalOutboxSchema>;

/**
 * `fiscal/health/`: how a company's reporting goes, cheap enough for every till to poll. The
 * counter warns when `failing_since` is older than `FISCAL_WARN_AFTER_MS`.
 */
export const FiscalHealthSchema = z.object({
  company: z.number().int(),
  /** The company reports (its reporter is on). */
  enabled: z.boolean(),
  /**
   * When the documents still waiting began to fail: the arrival of the oldest waiting document
   * that failed to go (a network fault, a time-out, a 5xx) and that no later document's success
   * followed; null while the reporter gets through.
   */
  failing_since: timestamp.nullable(),
  pending: z.number().int(),
  refused: z.number().int(),
  /** When the oldest waiting document arrived; null when none waits. */
  oldest_pending: timestamp.nullable(),
});
export type FiscalHealthWire = z.infer<typeof FiscalHealthSchema>;

/** The counter's header warns once the reporter has been failing this long (issue 39). */
export const FISCAL_WARN_AFTER_MS = 15 * 60_000;
export const FiscalOutboxList = listOf(FiscalOutboxSchema);

/** The Fiscal reporting form as typed (the department's section); `token` is a new token, '' keeps it. */
export interface FiscalSettingsInput {
  enabled: boolean;
  service: FiscalService;
  pos_id: string;
  base_url: string;
  token: string;
  /** A token is stored (and not being cleared). */
  tokenSet: boolean;
  /** Digital Invoicing (docs/domain/fiscal.md, "Digital Invoicing"). */
  di_enabled: boolean;
  di_sandbox: boolean;
  di_base_url: string;
  /** A new DI token; '' keeps the stored one. */
  di_token: string;
  di_province: string;
  diTokenSet: boolean;
}
export type FiscalSettingsField = Exclude<keyof FiscalSettingsInput, 'tokenSet' | 'diTokenSet'>;

/** The form's messages, the server's own (FiscalSettingsBody and the settings' checks). */
export function fiscalSettingsErrors(v: FiscalSettingsInput): Partial<Record<FiscalSettingsField, string>> {
  const out: Partial<Record<FiscalSettingsField, string>> = {};
  const pos = v.pos_id.trim();
  if (pos !== '' && !/^\d{1,9}$/.test(pos)) out.pos_id = FISCAL_MSG.posId;
  else if (v.enabled && (pos === '' || Number(pos) === 0)) out.pos_id = FISCAL_MSG.needsPosId;
  const url = v.base_url.trim();
  if (url.length > 300 || !/^(https?:\/\/[^/\s?#]+\/?)?$/.test(url)) out.base_url = FISCAL_MSG.baseUrl;
  if (v.enabled && v.service === 'FBR_POS_CLOUD' && !v.tokenSet && v.token.trim() === '')
    out.token = FISCAL_MSG.needsToken;
  if (v.token.trim().length > 500) out.token = 'Ensure this field has no more than 500 characters.';
  const diUrl = v.di_base_url.trim();
  if (diUrl.length > 300 || !/^(https?:\/\/[^/\s?#]+\/?)?$/.test(diUrl))
    out.di_base_url = FISCAL_MSG.diBaseUrl;
  if (v.di_enabled && !v.diTokenSet && v.di_token.trim() === '') out.di_token = FISCAL_MSG.diNeedsToken;
  if (v.di_token.trim().length > 1000) out.di_token = 'Ensure this field has no more than 1000 characters.';
  if (v.di_enabled && v.di_province === '') out.di_province = FISCAL_MSG.diNeedsProvince;
  return out;
}

/** What the form shows as the address when none is set: the service's published default. */
export const FISCAL_DEFAULT_ADDRESS: Record<FiscalService, string> = {
  FBR_POS_LOCAL: 'http://localhost:8524',
  FBR_POS_CLOUD: 'https://gw.fbr.gov.pk',
};
