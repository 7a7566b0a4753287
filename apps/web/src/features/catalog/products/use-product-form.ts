import {
  type ProductWire,
  productErrors,
  productTaxErrors,
  type VariantInput,
  variantErrors,
} from '@tillwise/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMessage } from '../../../i18n';
import { plainDecimal } from '../../../lib/format';
import type { ProductPayload } from '../api/save-product';

export type VariantDraft = VariantInput & { retail_price: string };
export interface VariantRow extends VariantDraft {
  /** Stable React key; `id` is the server's id for a saved variant. */
  key: string;
  id?: number;
}

export interface ProductDraft {
  name: string;
  bar_code: string;
  /** '0' is "Others" (no category), as in the original form. */
  category: string;
  /** '' is "Select Unit" (no unit). */
  unit: string;
  token: boolean;
  /** '' is no tax category (docs/domain/tax.md). */
  tax_category: string;
  /** HS/PCT code as typed ('0401.2000' is kept as 04012000 by the server). */
  hs_code: string;
}

export const EMPTY_VARIANT: VariantDraft = {
  color: '',
  size: '',
  price: '',
  sale_price: '',
  description: '',
  retail_price: '',
};
const EMPTY_PRODUCT: ProductDraft = {
  name: '',
  bar_code: '',
  category: '0',
  unit: '',
  token: false,
  tax_category: '',
  hs_code: '',
};

let nextKey = 0;
const newKey = () => `new-${nextKey++}`;
const hasContent = (v: VariantDraft) => Object.values(v).some((value) => value.trim() !== '');

function rowsFrom(product: ProductWire): VariantRow[] {
  return product.product_variant.map((v) => ({
    key: `saved-${v.id}`,
    id: v.id,
    color: v.color,
    size: v.size,
    price: plainDecimal(v.price),
    sale_price: plainDecimal(v.sale_price),
    description: v.description,
    retail_price: v.retail_price ? plainDecimal(v.retail_price) : '',
  }));
}

/**
 * The product form's state and rules: the product fields, the variant being entered and the
 * variants table. Messages come from the domain rules; they show once a field was touched or a
 * save attempted. The entry row counts as a variant when anything is typed in it. `thirdSchedule`
 * names the tax categories of Third Schedule goods, whose variants need their retail price. A new
 * product starts in the group's default tax category (`defaultTaxCategory`, once the categories
 * have loaded) unless one was chosen already.
 */
export function useProductForm(
  initial?: ProductWire,
  thirdSchedule: ReadonlySet<number> = new Set(),
  defaultTaxCategory: number | null = null,
) {
  const [draft, setDraft] = useState<ProductDraft>(() =>
    initial
      ? {
          name: initial.name,
          bar_code: initial.bar_code,
          category: String(initial.category?.id ?? 0),
          unit: initial.unit ? String(initial.unit.id) : '',
          token: initial.token,
          tax_category: initial.tax_category ? String(initial.tax_category) : '',
          hs_code: initial.hs_code ?? '',
        }
      : EMPTY_PRODUCT,
  );
  const [entry, setEntry] = useState<VariantDraft>(EMPTY_VARIANT);
  const [rows, setRows] = useState<VariantRow[]>(() => (initial ? rowsFrom(initial) : []));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const touch = useCallback((field: string) => setTouched((t) => new Set(t).add(field)), []);
  const taxChosen = touched.has('tax_category');
  useEffect(() => {
    if (initial || defaultTaxCategory === null || taxChosen) return;
    setDraft((d) => (d.tax_category === '' ? { ...d, tax_category: String(defaultTaxCategory) } : d));
  }, [initial, defaultTaxCategory, taxChosen]);
  const clearServer = (field: string) => setServerErrors(({ [field]: _dropped, ...rest }) => rest);

  const entryCounts = hasContent(entry);
  const isThirdSchedule = draft.tax_category !== '' && thirdSchedule.has(Number(draft.tax_category));
  const errors = useMemo(
    () => ({
      product: productErrors({ ...draft, variantCount: rows.length + (entryCounts ? 1 : 0) }),
      tax: productTaxErrors({
        hs_code: draft.hs_code,
        thirdSchedule: isThirdSchedule,
        retailPrices: [...rows, ...(entryCounts ? [entry] : [])].map((v) => v.retail_price),
      }),
      entry: entryCounts ? variantErrors(entry) : {},
      rows: rows.map(variantErrors),
    }),
    [draft, entry, entryCounts, rows, isThirdSchedule],
  );
  const valid =
    Object.keys(errors.product).length === 0 &&
    Object.keys(errors.tax).length === 0 &&
    Object.keys(errors.entry).length === 0 &&
    errors.rows.every((e) => Object.keys(e).length === 0);

  /** The message to show at a field: the rule's once touched, else the server's. */
  const say = useMessage();
  /** A field's message in the chosen language (lib/use-form.ts does the same for every useForm). */
  const messageFor = (field: string, rule: string | undefined) => {
    const message = (touched.has(field) || touched.has('*') ? rule : undefined) ?? serverErrors[field];
    return message === undefined ? undefined : say(message);
  };

  // Save is disabled while invalid, so "at least one variant" shows as soon as the product is begun.
  const begun = touched.has('name') || touched.has('bar_code') || touched.has('*');
  const variantsMessage =
    (begun ? (errors.product.product_variant ?? errors.tax.retail_price) : undefined) ??
    serverErrors.product_variant;

  return {
    draft,
    variantsMessage,
    isThirdSchedule,
    entry,
    rows,
    valid,
    errors,
    messageFor,
    touch,
    setField: <K extends keyof ProductDraft>(field: K, value: ProductDraft[K]) => {
      setDraft((d) => ({ ...d, [field]: value }));
      touch(field);
      clearServer(field);
    },
    setEntryField: (field: keyof VariantDraft, value: string) => {
      setEntry((e) => ({ ...e, [field]: value }));
      touch(`entry.${field}`);
      clearServer('product_variant');
    },
    /** 'Add another Variant': moves the entry into the table if its rules pass. */
    addVariant: (): boolean => {
      const problems = variantErrors(entry);
      if (Object.keys(problems).length > 0) {
        for (const field of Object.keys(problems)) touch(`entry.${field}`);
        return false;
      }
      setRows((r) => [...r, { ...entry, key: newKey() }]);
      setEntry(EMPTY_VARIANT);
      return true;
    },
    updateRow: (key: string, field: keyof VariantDraft, value: string) => {
      setRows((r) => r.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
      touch(`${key}.${field}`);
    },
    removeRow: (key: string) => setRows((r) => r.filter((row) => row.key !== key)),
    /** Marks every field touched, so a refused save shows every message. */
    touchAll: () => touch('*'),
    setServerErrors,
    payload: (): ProductPayload => ({
      name: draft.name.trim(),
      bar_code: draft.bar_code.trim(),
      token: draft.token,
      unit: draft.unit === '' ? null : Number(draft.unit),
      category: draft.category === '0' ? null : Number(draft.category),
      tax_category: draft.tax_category === '' ? null : Number(draft.tax_category),
      hs_code: draft.hs_code.trim(),
      product_variant: [...rows, ...(entryCounts ? [{ ...entry, key: '' }] : [])].map(
        ({ key: _key, id, retail_price, ...v }) => ({
          ...v,
          retail_price: retail_price.trim() === '' ? null : retail_price.trim(),
          ...(id ? { id } : {}),
        }),
      ),
    }),
  };
}

export type ProductForm = ReturnType<typeof useProductForm>;
