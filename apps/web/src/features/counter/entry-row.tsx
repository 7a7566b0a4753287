import { Alert, Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import classes from './counter.module.css';
import { ProductResults } from './product-results';
import { useProductSearch } from './use-product-search';
import type { Sale } from './use-sale';
import { batchLabel } from './variant-choices';

export interface EntryRefs {
  barcode: RefObject<HTMLInputElement | null>;
  name: RefObject<HTMLInputElement | null>;
}

/** Barcode, name, batch, quantity, price and discount of the next line (spec 2.4), with its messages. */
export function EntryRow({
  sale,
  refs,
  allowExpired = false,
}: {
  sale: Sale;
  refs: EntryRefs;
  /** A manager may pick an expired batch (the sale says so to the server, which records it). */
  allowExpired?: boolean;
}) {
  const quantityRef = useRef<HTMLInputElement>(null);
  const { entry, notice } = sale.sale;
  const errors = sale.errors;
  const search = useProductSearch(
    (choice) => sale.pick(choice.picked),
    (text) => sale.setNoticeText(text),
  );

  function addOnEnter(event: KeyboardEvent) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (sale.add()) refs.barcode.current?.focus();
  }

  // Once a pick has filled the row, the quantity takes the keyboard, its text selected for overtyping.
  const picked = entry.picked;
  useEffect(() => {
    if (!picked) return;
    quantityRef.current?.focus();
    quantityRef.current?.select();
  }, [picked]);

  // Enter in any of them adds the line.
  const numberFields = [
    {
      label: 'Quantity',
      ref: quantityRef,
      width: 110,
      value: entry.quantity,
      error: errors.quantity,
      set: sale.setQuantity,
    },
    {
      label: 'Price',
      ref: undefined,
      width: 130,
      value: entry.price,
      error: errors.price,
      set: sale.setPrice,
    },
    {
      label: 'Discount (%)',
      ref: undefined,
      width: 110,
      value: entry.discount,
      error: errors.discount,
      set: sale.setDiscount,
    },
  ];

  type Shown = { id: number; available: string; expiry?: string };
  const batches = (entry.picked?.batches ?? []) as Shown[];
  // Expired batches are shown, never sold from the counter (docs/till-sessions.md).
  const expired = ((entry.picked as { expired?: Shown[] } | null)?.expired ?? []) as Shown[];

  return (
    <Paper withBorder p="sm" radius="md" className={classes.entry}>
      <div className={classes.entryTop}>
        <TextInput
          ref={refs.barcode}
          label="Barcode (F2)"
          placeholder="Scan, or type and Enter"
          size="sm"
          w={200}
          maxLength={48}
          value={entry.barcode}
          error={errors.barcode}
          classNames={{ input: classes.mono }}
          onChange={(e) => sale.typeText('barcode', e.currentTarget.value)}
          onKeyDown={(e) => {
            if (search.navigate(e)) return;
            if (e.key === 'Enter') {
              e.preventDefault();
              void search.scanBarcode(entry.barcode);
            }
          }}
        />
        <div className={classes.nameBox}>
          <TextInput
            ref={refs.name}
            label="Product name (F3)"
            placeholder="Type to search by name"
            size="sm"
            maxLength={60}
            value={entry.name}
            error={errors.name}
            autoComplete="off"
            onChange={(e) => {
              sale.typeText('name', e.currentTarget.value);
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
              onPick={search.choose}
            />
          )}
        </div>
        <Select
          label="Batch"
          placeholder={entry.picked ? 'Choose a batch' : '—'}
          size="sm"
          w={250}
          data={[
            ...batches.map((b) => ({ value: String(b.id), label: batchLabel(b) })),
            ...expired.map((b) => ({
              value: String(b.id),
              label: `${batchLabel(b)} · EXPIRED`,
              disabled: true,
            })),
          ]}
          value={entry.batchId === null ? null : String(entry.batchId)}
          onChange={(value) => {
            const old = expired.find((b) => String(b.id) === value);
            if (old && allowExpired) sale.chooseExpiredBatch(old);
            else sale.setBatch(value ? Number(value) : null);
          }}
          error={errors.batch}
          allowDeselect={false}
          disabled={!entry.picked}
        />
      </div>
      <div className={classes.entryBottom}>
        {numberFields.map((f) => (
          <TextInput
            key={f.label}
            ref={f.ref}
            label={f.label}
            size="sm"
            w={f.width}
            inputMode="decimal"
            value={f.value}
            error={f.error}
            onChange={(e) => f.set(e.currentTarget.value)}
            onKeyDown={addOnEnter}
          />
        ))}
        <Group gap="xs" className={classes.entryButtons}>
          <Button variant="default" size="sm" onClick={sale.clearEntry}>
            Clear Product
          </Button>
          <Button
            size="sm"
            onClick={() => {
              if (sale.add()) refs.barcode.current?.focus();
            }}
            disabled={sale.sale.attempted && Object.keys(errors).length > 0}
          >
            Add Product
          </Button>
        </Group>
      </div>
      {(notice || errors.product) && (
        <Alert color="orange" variant="light" py={6} mt="xs" role="alert">
          {notice ?? errors.product}
        </Alert>
      )}
    </Paper>
  );
}
