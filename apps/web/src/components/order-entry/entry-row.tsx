import { Alert, Button, Group, Paper, TextInput } from '@mantine/core';
import type { ScaleLayout } from '@tillwise/domain';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import { focusAndSelect, focusIfIdle } from '../../lib/focus';
import classes from './order-entry.module.css';
import { useOrderMessage } from './order-messages';
import { ProductResults } from './product-results';
import type { EntryRules } from './rules';
import { useProductSearch } from './use-product-search';
import type { VariantChoice } from './variant-choices';

type Typed = 'barcode' | 'name';
type NumberField = 'quantity' | 'price' | 'discount';

/** The entry row's state, kept by each screen by its own domain rules (sale or internal order). */
export interface EntryModel {
  values: Record<Typed | NumberField, string>;
  /** What was picked last: a new value on each pick hands the keyboard to the quantity. */
  picked: object | null;
  /** The messages to show now (each screen decides when they show). */
  errors: Partial<Record<Typed | NumberField | 'product', string>>;
  notice: string | null;
  addDisabled: boolean;
  type: (field: Typed, text: string) => void;
  set: (field: NumberField, text: string) => void;
  pick: (choice: VariantChoice) => void;
  setNotice: (text: string) => void;
  /** Add Product: true when the line was added (the barcode then takes the keyboard). */
  add: () => boolean;
  clear: () => void;
}

export interface EntryLabels {
  barcode: string;
  name: string;
  price: string;
  /** Under the price: what one unit costs (Admin Order). */
  priceHint?: string | undefined;
}

export interface EntryRowProps {
  model: EntryModel;
  rules: EntryRules;
  labels: EntryLabels;
  /** The barcode and name inputs, for the screen's F-keys. */
  refs?: { barcode: RefObject<HTMLInputElement | null>; name: RefObject<HTMLInputElement | null> };
  /** Quantity, price and discount wait for a product (Admin Order). */
  lockUntilPicked?: boolean;
  /** The batch select, or a purchase's new batch dates. */
  batch: ReactNode;
  /** New Sale: the company's scale label layout (null: off) and what a label adds (docs/domain/units.md). */
  scale?:
    | { layout: ScaleLayout | null; onScan: (choice: VariantChoice, quantity: string) => void }
    | undefined;
}

/**
 * Barcode, name, batch, quantity, price and discount of the next line (spec 2.4, 2.5), with its
 * messages, on both order screens: a scan or a pick hands the keyboard to the quantity, Enter there
 * adds the line and gives the keyboard back to the barcode.
 */
export function EntryRow({
  model,
  rules,
  labels,
  refs,
  lockUntilPicked = false,
  batch,
  scale,
}: EntryRowProps) {
  const ownBarcode = useRef<HTMLInputElement>(null);
  const ownName = useRef<HTMLInputElement>(null);
  const barcodeRef = refs?.barcode ?? ownBarcode;
  const nameRef = refs?.name ?? ownName;
  const quantityRef = useRef<HTMLInputElement>(null);
  const t = useT();
  const message = useOrderMessage();
  const { values } = model;
  // The domain's messages (and a screen's) in the chosen language.
  const errors = Object.fromEntries(
    Object.entries(model.errors).map(([field, text]) => [field, text && message(text)]),
  ) as EntryModel['errors'];
  const notice = model.notice ? message(model.notice) : errors.product;
  const search = useProductSearch({ rules, onPick: model.pick, onNotice: model.setNotice, scale });

  useEffect(() => focusIfIdle(barcodeRef.current), [barcodeRef]);
  // Once a pick has filled the row, the quantity takes the keyboard, its text selected for overtyping.
  const picked = model.picked;
  useEffect(() => {
    if (!picked) return;
    focusAndSelect(quantityRef.current);
  }, [picked]);

  const add = () => {
    if (model.add()) barcodeRef.current?.focus();
  };
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const numberFields: { field: NumberField; label: string; width: number; hint?: string | undefined }[] = [
    // Narrow enough that the fields and both buttons share one row on a 1024 px tablet.
    { field: 'quantity', label: t('orderEntry.quantity'), width: 96 },
    { field: 'price', label: labels.price, width: 104, hint: labels.priceHint },
    { field: 'discount', label: t('orderEntry.discountPercent'), width: 110 },
  ];

  return (
    <Paper withBorder p="sm" radius="md" className={classes.entry}>
      <div className={classes.entryTop}>
        <TextInput
          ref={barcodeRef}
          label={labels.barcode}
          placeholder={t('orderEntry.barcodePlaceholder')}
          size="sm"
          w={200}
          maxLength={48}
          value={values.barcode}
          error={errors.barcode}
          classNames={{ input: classes.mono }}
          autoComplete="off"
          onChange={(e) => {
            model.type('barcode', e.currentTarget.value);
            search.typeBarcode(e.currentTarget.value);
          }}
          onKeyDown={(e) => {
            if (search.navigate(e)) return;
            if (e.key === 'Enter') {
              e.preventDefault();
              void search.scanBarcode(values.barcode);
            }
          }}
        />
        <div className={classes.nameBox}>
          <TextInput
            ref={nameRef}
            label={labels.name}
            placeholder={t('orderEntry.namePlaceholder')}
            size="sm"
            maxLength={60}
            value={values.name}
            error={errors.name}
            autoComplete="off"
            onChange={(e) => {
              model.type('name', e.currentTarget.value);
              search.searchName(e.currentTarget.value);
            }}
            onKeyDown={(e) => {
              search.navigate(e);
            }}
            onBlur={() => search.close()}
          />
          {search.shown && (
            <ProductResults
              choices={search.choices}
              highlight={search.highlight}
              loading={search.loading}
              total={search.total}
              local={search.local}
              priceLabel={rules.price === 'cost' ? t('orderEntry.costPrice') : t('orderEntry.salePrice')}
              onPick={search.choose}
            />
          )}
        </div>
        {batch}
      </div>
      <div className={classes.entryBottom}>
        {numberFields.map((f) => (
          <TextInput
            key={f.field}
            ref={f.field === 'quantity' ? quantityRef : undefined}
            label={f.label}
            description={f.hint}
            size="sm"
            w={f.width}
            inputMode="decimal"
            value={values[f.field]}
            error={errors[f.field]}
            disabled={lockUntilPicked && !model.picked}
            onChange={(e) => model.set(f.field, e.currentTarget.value)}
            onKeyDown={addOnEnter}
          />
        ))}
        <Group gap="xs" className={classes.entryButtons}>
          <Button variant="default" size="sm" onClick={model.clear}>
            {t('orderEntry.clearProduct')}
          </Button>
          <Button size="sm" onClick={add} disabled={model.addDisabled}>
            {t('orderEntry.addProduct')}
          </Button>
        </Group>
      </div>
      {notice && (
        <Alert color="orange" variant="light" py={6} mt="xs" role="alert">
          {notice}
        </Alert>
      )}
    </Paper>
  );
}
