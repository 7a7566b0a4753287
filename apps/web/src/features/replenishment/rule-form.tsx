import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  DEFAULT_SALES_WINDOW_DAYS,
  type ProductWire,
  type ReplenishmentMethod,
  type WireReplenishmentRule,
} from '@tillwise/domain';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { findProducts } from '../../lib/orders-api';
import { useSaveRule, useSuppliers } from './api/rules';

interface Props {
  company: number;
  /** The rule being changed; null adds one (a product is picked first). */
  rule: WireReplenishmentRule | null;
  onClose: () => void;
}

type Errors = Record<string, string>;

const firstMessage = (v: unknown): string => (Array.isArray(v) ? String(v[0] ?? '') : String(v ?? ''));

/** Add or change one rule of a company: its method and figures, supplier, lead time and pack size. */
export function RuleForm({ company, rule, onClose }: Props) {
  const t = useT();
  const suppliers = useSuppliers(company);
  const save = useSaveRule();
  const [variant, setVariant] = useState<number | null>(rule?.product_variant ?? null);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<ProductWire[]>([]);
  const [method, setMethod] = useState<ReplenishmentMethod>(rule?.method ?? 'MIN_MAX');
  const [min, setMin] = useState(rule?.min_quantity ?? '');
  const [max, setMax] = useState(rule?.max_quantity ?? '');
  const [cover, setCover] = useState<number | string>(rule?.cover_days ?? 14);
  const [windowDays, setWindowDays] = useState<number | string>(
    rule?.sales_window_days ?? DEFAULT_SALES_WINDOW_DAYS,
  );
  const [supplier, setSupplier] = useState<string | null>(rule ? String(rule.supplier) : null);
  const [lead, setLead] = useState<number | string>(rule?.lead_time_days ?? 0);
  const [pack, setPack] = useState<number | string>(rule?.pack_size ?? 1);
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (rule || search.trim().length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      findProducts('name__icontains', search).then(
        (products) => live && setFound(products),
        () => live && setFound([]),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, rule]);

  const productOptions = found.flatMap((p) =>
    p.product_variant.map((v) => ({
      value: String(v.id),
      label: [p.name, v.size, v.color].filter(Boolean).join(' · '),
    })),
  );

  const submit = async () => {
    if (variant === null || supplier === null) {
      setErrors(
        variant === null
          ? { product_variant: t('replenishment.form.pickProduct') }
          : { supplier: t('replenishment.form.pickSupplier') },
      );
      return;
    }
    const result = await save.mutateAsync({
      company,
      product_variant: variant,
      method,
      min_quantity: method === 'MIN_MAX' ? min : '',
      max_quantity: method === 'MIN_MAX' ? max : '',
      cover_days: method === 'DAYS_OF_COVER' ? Number(cover) : null,
      sales_window_days: Number(windowDays),
      supplier: Number(supplier),
      lead_time_days: Number(lead),
      pack_size: Number(pack),
    });
    if (result.ok) {
      onClose();
      return;
    }
    const body = (result.error.body ?? {}) as Record<string, unknown>;
    setErrors(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, firstMessage(v)])) as Errors);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        rule
          ? t('replenishment.form.editTitle', { name: rule.product_name })
          : t('replenishment.form.addTitle')
      }
      size="lg"
    >
      <Stack gap="sm">
        {!rule && (
          <Group grow align="flex-end">
            <TextInput
              label={t('replenishment.form.find')}
              placeholder={t('replenishment.form.findHint')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <Select
              label={t('replenishment.col.product')}
              placeholder={t(
                productOptions.length ? 'replenishment.form.pickOne' : 'replenishment.form.searchFirst',
              )}
              data={productOptions}
              value={variant === null ? null : String(variant)}
              onChange={(v) => setVariant(v ? Number(v) : null)}
              error={errors.product_variant}
            />
          </Group>
        )}
        <SegmentedControl
          aria-label={t('replenishment.col.method')}
          value={method}
          onChange={(v) => setMethod(v as ReplenishmentMethod)}
          data={[
            { value: 'MIN_MAX', label: t('replenishment.method.minMax') },
            { value: 'DAYS_OF_COVER', label: t('replenishment.method.cover') },
          ]}
        />
        {method === 'MIN_MAX' ? (
          <Group grow>
            <TextInput
              label={t('replenishment.form.minimum')}
              value={min}
              onChange={(e) => setMin(e.currentTarget.value)}
              error={errors.min_quantity}
            />
            <TextInput
              label={t('replenishment.form.maximum')}
              value={max}
              onChange={(e) => setMax(e.currentTarget.value)}
              error={errors.max_quantity}
            />
          </Group>
        ) : (
          <Group grow>
            <NumberInput
              label={t('replenishment.method.cover')}
              min={1}
              max={365}
              allowDecimal={false}
              value={cover}
              onChange={setCover}
              error={errors.cover_days}
            />
          </Group>
        )}
        <Group grow>
          <NumberInput
            label={t('replenishment.form.window')}
            min={1}
            max={365}
            allowDecimal={false}
            value={windowDays}
            onChange={setWindowDays}
            error={errors.sales_window_days}
          />
          <NumberInput
            label={t('replenishment.form.leadTime')}
            min={0}
            max={365}
            allowDecimal={false}
            value={lead}
            onChange={setLead}
            error={errors.lead_time_days}
          />
          <NumberInput
            label={t('replenishment.form.packSize')}
            min={1}
            allowDecimal={false}
            value={pack}
            onChange={setPack}
            error={errors.pack_size}
          />
        </Group>
        <Select
          label={t('replenishment.col.supplier')}
          placeholder={t(
            suppliers.isLoading ? 'replenishment.form.loading' : 'replenishment.form.supplierHint',
          )}
          data={(suppliers.data ?? []).map((s) => ({
            value: String(s.id),
            label: t('replenishment.form.supplierOption', {
              name: s.name,
              kind:
                s.kind === 'vendor'
                  ? t('replenishment.supplierType.VENDOR')
                  : s.type === 'PARENT' || s.type === 'STORE' || s.type === 'RETIAL' || s.type === 'FACTORY'
                    ? t(`replenishment.supplierType.${s.type}`)
                    : s.type.toLowerCase(),
            }),
          }))}
          value={supplier}
          onChange={setSupplier}
          error={errors.supplier}
        />
        {errors.non_field_errors && (
          <Text c="red" size="sm">
            {errors.non_field_errors}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('replenishment.form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
