import { z } from 'zod';
import { decimal } from './common.js';
import { TransactionSchema } from './finance.js';

/* Answers of our own endpoints (not in the original contract). */

export const CsvRowsResult = z.object({
  rows: z.array(
    z.object({
      line: z.number().int(),
      label: z.string(),
      status: z.enum(['new', 'changed', 'unchanged', 'rejected']),
      reasons: z.array(z.string()),
      changes: z.array(z.string()),
    }),
  ),
});

export const JournalEntryResult = z.object({
  journal_entry: z.number().int(),
  results: z.array(TransactionSchema),
});

export const BooksCheckSchema = z.object({
  reconciles: z.boolean(),
  violations: z.array(
    z.object({
      check: z.string(),
      message: z.string(),
      company: z.number().int().nullable(),
      expected: decimal,
      actual: decimal,
    }),
  ),
});

export const ReorderLevelSchema = z.object({
  company: z.number().int(),
  product_variant: z.number().int(),
  level: decimal,
  stock: decimal,
  low: z.boolean(),
});
export const ReorderLevelSet = z.object({
  company: z.number().int(),
  product_variant: z.number().int(),
  level: decimal.nullable(),
});

export const RecipientSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_type: z.string(),
  users: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      user_type: z.string(),
    }),
  ),
});

export const InvoiceBlockSchema = z.object({
  id: z.number().int(),
  till: z.string(),
  prefix: z.string(),
  company: z.number().int(),
  first: z.number().int(),
  last: z.number().int(),
});
