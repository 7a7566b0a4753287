import { Checkbox, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type CompanyScaleSettingsWire, makeScaleBarcode } from '@tillwise/domain';
import { type FormEvent, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { SettingsSection } from '../../../components/settings-section';
import { saveOutcome } from '../../../lib/form-errors';
import { useCompanyScale, useSaveCompanyScale } from '../api/company-scale';
import { useOrgLabels } from '../labels';

type Field = 'enabled' | 'prefixes' | 'item_digits' | 'value' | 'decimals' | 'non_field_errors';
const FIELDS: readonly Field[] = [
  'enabled',
  'prefixes',
  'item_digits',
  'value',
  'decimals',
  'non_field_errors',
];

interface Values {
  enabled: boolean;
  prefixes: string;
  item_digits: string;
  value: 'weight' | 'price';
  decimals: string;
}

const toValues = (s: CompanyScaleSettingsWire): Values => ({
  enabled: s.enabled,
  prefixes: s.prefixes.join(', '),
  item_digits: String(s.item_digits),
  value: s.value,
  decimals: String(s.decimals),
});

/** The layout as the scale's manual writes it, with a label it would print (or null while the fields do not fit). */
function example(v: Values): { pattern: string; label: string | null } {
  const items = Number(v.item_digits);
  const valueDigits = 13 - 2 - items - 1;
  const pattern = `2P ${'I'.repeat(items)} ${(v.value === 'weight' ? 'W' : 'P').repeat(valueDigits)} C`;
  const prefix = v.prefixes.split(/[\s,]+/).filter(Boolean)[0] ?? '';
  const layout = {
    prefixes: [prefix],
    itemDigits: items,
    value: v.value,
    decimals: Number(v.decimals),
  };
  const label = makeScaleBarcode(layout, prefix, '1234', v.value === 'weight' ? '1.25' : '250');
  return { pattern, label };
}

/**
 * The Scale labels section of a department (docs/domain/units.md, "The scale layout setting"):
 * whether its counter reads the EAN-13 labels a label scale prints, and their layout.
 */
export function CompanyScaleSection({ companyId, editable }: { companyId: number; editable: boolean }) {
  const { t } = useOrgLabels();
  const settings = useCompanyScale(companyId);
  if (settings.error)
    return (
      <LoadFailed
        what={t('organisation.scale.what')}
        error={settings.error}
        onRetry={() => settings.refetch()}
      />
    );
  if (!settings.data) return null;
  return (
    <ScaleForm key={companyId} initial={toValues(settings.data)} companyId={companyId} editable={editable} />
  );
}

function ScaleForm({
  initial,
  companyId,
  editable,
}: {
  initial: Values;
  companyId: number;
  editable: boolean;
}) {
  const { t } = useOrgLabels();
  const save = useSaveCompanyScale(companyId);
  const [v, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Values>) => {
    setValues((old) => ({ ...old, ...patch }));
    setSaved(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const found = await saveOutcome(
      () =>
        save.mutateAsync({
          enabled: v.enabled,
          prefixes: v.prefixes.split(/[\s,]+/).filter(Boolean),
          item_digits: Number(v.item_digits),
          value: v.value,
          decimals: Number(v.decimals),
        }),
      FIELDS,
    );
    setSaving(false);
    setErrors(found ?? {});
    setSaved(found === null);
  };
  const shown = example(v);

  return (
    <SettingsSection
      title={t('organisation.scale.title')}
      onSubmit={submit}
      editable={editable}
      saved={saved ? t('organisation.scale.saved') : null}
      saveLabel={t('organisation.scale.save')}
      saving={saving}
    >
      <Text size="sm" c="dimmed">
        {t('organisation.scale.intro')}
      </Text>
      <Checkbox
        label={t('organisation.scale.enabled')}
        checked={v.enabled}
        disabled={!editable}
        onChange={(e) => set({ enabled: e.currentTarget.checked })}
        error={errors.enabled}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('organisation.scale.prefixes')}
          description={t('organisation.scale.prefixesHint')}
          dir="ltr"
          value={v.prefixes}
          readOnly={!editable}
          onChange={(e) => set({ prefixes: e.currentTarget.value })}
          error={errors.prefixes}
        />
        <Select
          label={t('organisation.scale.itemDigits')}
          data={['4', '5', '6']}
          value={v.item_digits}
          readOnly={!editable}
          allowDeselect={false}
          onChange={(item_digits) => item_digits && set({ item_digits })}
          error={errors.item_digits}
        />
        <Select
          label={t('organisation.scale.carries')}
          data={[
            { value: 'weight', label: t('organisation.scale.weight') },
            { value: 'price', label: t('organisation.scale.price') },
          ]}
          value={v.value}
          readOnly={!editable}
          allowDeselect={false}
          onChange={(value) => (value === 'weight' || value === 'price') && set({ value })}
          error={errors.value}
        />
        <Select
          label={t('organisation.scale.decimals')}
          description={
            v.value === 'weight'
              ? t('organisation.scale.decimalsWeight')
              : t('organisation.scale.decimalsPrice')
          }
          data={['0', '1', '2', '3']}
          value={v.decimals}
          readOnly={!editable}
          allowDeselect={false}
          onChange={(decimals) => decimals && set({ decimals })}
          error={errors.decimals}
        />
      </SimpleGrid>
      <Text size="sm" data-testid="scale-example">
        {shown.label
          ? t(v.value === 'weight' ? 'organisation.scale.exampleWeight' : 'organisation.scale.examplePrice', {
              pattern: shown.pattern,
              label: shown.label,
            })
          : t('organisation.scale.layout', { pattern: shown.pattern })}
      </Text>
      {errors.non_field_errors && (
        <Text size="sm" c="red">
          {errors.non_field_errors}
        </Text>
      )}
      {!editable && (
        <Text size="sm" c="dimmed">
          {t('organisation.scale.readOnly')}
        </Text>
      )}
    </SettingsSection>
  );
}
