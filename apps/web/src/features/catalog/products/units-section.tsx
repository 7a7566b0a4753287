import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type ProductWire, type TradeUnitWire, UNIT_MSG, unitCountError } from '@tillwise/domain';
import { type FormEvent, useState } from 'react';
import { showError } from '../../../components/global-error';
import { Ltr, useFormatter, useT } from '../../../i18n';
import { type ProductUnitPayload, useSaveProductUnit } from '../api/save-product-unit';
import { generalMessage, saveFailure } from '../form-errors';
import { sayAll, useCatalogMessage } from '../messages';

/*
 * The product's units (docs/domain/units.md): the base unit it is stocked in, and its trade units
 * (packs, cartons), each a whole number of base units with its own barcode and prices. Units are
 * saved one by one through `product/<id>/unit/` and `product-unit/<id>/`, apart from the product.
 * On Add New the same section and editor keep the units as drafts, added once the product is saved.
 */

/** A unit of a product not saved yet: the body `POST product/<id>/unit/` will be sent. */
export type NewUnitBody = ProductUnitPayload & { name: string; count: number };

/** The section's subject: a saved product, or Add New's drafts. */
type UnitsSource =
  | { product: ProductWire }
  | {
      product: null;
      baseName: string;
      barCode: string;
      drafts: NewUnitBody[];
      onDrafts: (drafts: NewUnitBody[]) => void;
    };

/** A draft as the table shows it: a unit without an id of its own yet (negative: its place). */
const draftUnit = (body: NewUnitBody, i: number): TradeUnitWire => ({
  id: -(i + 1),
  product: 0,
  name: body.name,
  count: body.count,
  bar_code: body.bar_code ?? '',
  sale_price: body.sale_price || null,
  price: body.price || null,
  is_retired: false,
});

interface UnitDraft {
  name: string;
  count: string;
  bar_code: string;
  sale_price: string;
  price: string;
}

const EMPTY: UnitDraft = { name: '', count: '', bar_code: '', sale_price: '', price: '' };
const draftOf = (u: TradeUnitWire): UnitDraft => ({
  name: u.name,
  count: String(u.count),
  bar_code: u.bar_code,
  sale_price: u.sale_price ?? '',
  price: u.price ?? '',
});

/** The client's own checks, before the server's; the server's messages replace them on a refusal. */
export function unitDraftErrors(draft: UnitDraft): Partial<Record<keyof UnitDraft, string>> {
  const errors: Partial<Record<keyof UnitDraft, string>> = {};
  if (draft.name.trim() === '') errors.name = UNIT_MSG.nameRequired;
  const count = unitCountError(draft.count);
  if (count) errors.count = count;
  return errors;
}

export function UnitsSection(source: UnitsSource) {
  const t = useT();
  const f = useFormatter();
  const say = useCatalogMessage();
  const priceText = (own: string | null, count: number) =>
    own === null ? t('catalog.units.baseTimes', { count }) : f.money(own);
  const { product } = source;
  const [editing, setEditing] = useState<TradeUnitWire | 'new' | null>(null);
  const save = useSaveProductUnit(product?.id ?? 0);
  const drafts = source.product === null ? source.drafts : null;
  const units = product ? (product.trade_units ?? []) : (drafts ?? []).map(draftUnit);
  const baseName = source.product
    ? (source.product.unit?.name ?? t('catalog.product.basePiece'))
    : source.baseName;
  /** Add New: the editor keeps the unit as a draft (a new one, or the draft `editing` names). */
  const keep =
    source.product === null
      ? (body: NewUnitBody, unit: TradeUnitWire | null) => {
          const place = unit ? -unit.id - 1 : source.drafts.length;
          const next = [...source.drafts];
          next.splice(place, unit ? 1 : 0, body);
          source.onDrafts(next);
        }
      : undefined;
  const removeDraft = (unit: TradeUnitWire) =>
    source.product === null && source.onDrafts(source.drafts.filter((_, i) => i !== -unit.id - 1));

  const setRetired = (unit: TradeUnitWire, retired: boolean) =>
    save.mutate(
      { unitId: unit.id, body: { is_retired: retired } },
      {
        onError: (error) => {
          const failure = saveFailure(error);
          showError(sayAll(say, generalMessage([...Object.values(failure.fields), ...failure.general])));
        },
      },
    );

  return (
    <Paper withBorder radius="md" p="lg" maw={1100} mt="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('catalog.units.title')}
          </Title>
          <Button size="xs" onClick={() => setEditing('new')}>
            {t('catalog.units.add')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('catalog.units.help', { base: baseName })}
          {product ? '' : ` ${t('catalog.units.helpDraft')}`}
        </Text>
        <Table aria-label={t('catalog.units.table')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalog.units.col.name')}</Table.Th>
              <Table.Th>{t('catalog.units.col.count')}</Table.Th>
              <Table.Th>{t('catalog.units.col.barcode')}</Table.Th>
              <Table.Th>{t('catalog.units.col.salePrice')}</Table.Th>
              <Table.Th>{t('catalog.units.col.costPrice')}</Table.Th>
              <Table.Th>{t('catalog.units.col.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t('catalog.units.baseRow', { base: baseName })}</Table.Td>
              <Table.Td>{f.count(1)}</Table.Td>
              <Table.Td>
                <Ltr>{product ? product.bar_code : source.product === null ? source.barCode : ''}</Ltr>
              </Table.Td>
              <Table.Td>{t('catalog.units.variants')}</Table.Td>
              <Table.Td>{t('catalog.units.variants')}</Table.Td>
              <Table.Td />
              <Table.Td />
            </Table.Tr>
            {units.map((u) => (
              <Table.Tr key={u.id} style={u.is_retired ? { opacity: 0.6 } : undefined}>
                <Table.Td>{u.name}</Table.Td>
                <Table.Td>{f.count(u.count)}</Table.Td>
                <Table.Td>
                  <Ltr>{u.bar_code}</Ltr>
                </Table.Td>
                <Table.Td>{priceText(u.sale_price, u.count)}</Table.Td>
                <Table.Td>{priceText(u.price, u.count)}</Table.Td>
                <Table.Td>
                  {u.is_retired ? (
                    <Badge color="gray">{t('catalog.units.retired')}</Badge>
                  ) : (
                    <Badge>{t('catalog.units.live')}</Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => setEditing(u)}
                      aria-label={t('catalog.units.editOf', { name: u.name })}
                    >
                      {t('catalog.edit')}
                    </Button>
                    {product ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color={u.is_retired ? 'blue' : 'red'}
                        aria-label={t(u.is_retired ? 'catalog.units.bringBackOf' : 'catalog.units.retireOf', {
                          name: u.name,
                        })}
                        loading={save.isPending && save.variables?.unitId === u.id}
                        onClick={() => setRetired(u, !u.is_retired)}
                      >
                        {u.is_retired ? t('catalog.units.bringBack') : t('catalog.units.retire')}
                      </Button>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('catalog.units.removeOf', { name: u.name })}
                        onClick={() => removeDraft(u)}
                      >
                        {t('catalog.units.remove')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {units.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('catalog.units.none', { base: baseName.toLowerCase() })}
          </Text>
        )}
      </Stack>
      {editing !== null && (
        <UnitEditor
          key={editing === 'new' ? 'new' : editing.id}
          unit={editing === 'new' ? null : editing}
          baseName={baseName}
          productId={product?.id ?? 0}
          onKeep={keep}
          taken={units.filter((u) => u !== editing).map((u) => u.name.toLowerCase())}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}

function UnitEditor({
  unit,
  baseName,
  productId,
  onKeep,
  taken,
  onClose,
}: {
  unit: TradeUnitWire | null;
  baseName: string;
  productId: number;
  /** Add New: keeps the unit as a draft instead of saving it (the product is not saved yet). */
  onKeep?: (body: NewUnitBody, unit: TradeUnitWire | null) => void;
  /** The other units' names (lower case): a draft may not take one (the server checks saved ones). */
  taken: string[];
  onClose: () => void;
}) {
  const t = useT();
  const say = useCatalogMessage();
  const [draft, setDraft] = useState<UnitDraft>(unit ? draftOf(unit) : EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof UnitDraft, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useSaveProductUnit(productId);
  const local = unitDraftErrors(draft);
  const valid = Object.keys(local).length === 0;

  const set = (field: keyof UnitDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors(({ [field]: _, ...rest }) => rest);
  };
  const errorOf = (field: keyof UnitDraft) =>
    say(serverErrors[field] ?? (touched[field] ? local[field] : undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setTouched({ name: true, count: true });
      return;
    }
    const body = {
      name: draft.name.trim(),
      count: Number(draft.count.trim()),
      bar_code: draft.bar_code.trim(),
      sale_price: draft.sale_price.trim() === '' ? null : draft.sale_price.trim(),
      price: draft.price.trim() === '' ? null : draft.price.trim(),
    };
    if (onKeep) {
      if (taken.includes(body.name.toLowerCase())) {
        setServerErrors({ name: UNIT_MSG.nameTaken });
        return;
      }
      onKeep(body, unit);
      onClose();
      return;
    }
    save.mutate(
      { unitId: unit?.id ?? null, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          const failure = saveFailure(error);
          setServerErrors(failure.fields);
          const unplaced = Object.entries(failure.fields)
            .filter(([field]) => !(field in EMPTY))
            .map(([, message]) => message);
          const general = [...failure.general, ...unplaced];
          if (general.length > 0) showError(sayAll(say, generalMessage(general)));
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={unit ? t('catalog.units.editOf', { name: unit.name }) : t('catalog.units.add')}
      centered
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label={unit ? t('catalog.units.editAria') : t('catalog.units.add')}
      >
        <Stack gap="sm">
          <TextInput
            label={t('catalog.units.name')}
            placeholder={t('catalog.units.namePlaceholder')}
            withAsterisk
            data-autofocus
            value={draft.name}
            error={errorOf('name')}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <TextInput
            label={t('catalog.units.count')}
            description={t('catalog.units.countHelp', { base: baseName })}
            withAsterisk
            inputMode="numeric"
            value={draft.count}
            error={errorOf('count')}
            onChange={(e) => set('count', e.currentTarget.value)}
          />
          <TextInput
            label={t('catalog.units.barcode')}
            dir="ltr"
            value={draft.bar_code}
            error={errorOf('bar_code')}
            onChange={(e) => set('bar_code', e.currentTarget.value)}
          />
          <TextInput
            label={t('catalog.units.salePrice')}
            placeholder={t('catalog.units.pricePlaceholder')}
            inputMode="decimal"
            value={draft.sale_price}
            error={errorOf('sale_price')}
            onChange={(e) => set('sale_price', e.currentTarget.value)}
          />
          <TextInput
            label={t('catalog.units.costPrice')}
            placeholder={t('catalog.units.pricePlaceholder')}
            inputMode="decimal"
            value={draft.price}
            error={errorOf('price')}
            onChange={(e) => set('price', e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('catalog.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {unit ? t('catalog.units.save') : t('catalog.units.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
