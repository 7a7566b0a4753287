import {
  Badge,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  FBR_DI_PROVINCES,
  FBR_DI_ROUTES,
  FISCAL_DEFAULT_ADDRESS,
  type FiscalService,
  type FiscalSettingsField,
  type FiscalSettingsInput,
  type FiscalSettingsWire,
  fiscalSettingsErrors,
} from '@tillwise/domain';
import type { ComponentProps } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { SettingsSection } from '../../../components/settings-section';
import { saveOutcome } from '../../../lib/form-errors';
import { useSettingsForm } from '../../../lib/use-settings-form';
import { type CompanyFiscalPayload, useCompanyFiscal, useSaveCompanyFiscal } from '../api/company-fiscal';
import { useOrgLabels } from '../labels';

const FIELDS: readonly FiscalSettingsField[] = [
  'enabled',
  'service',
  'pos_id',
  'base_url',
  'token',
  'di_enabled',
  'di_sandbox',
  'di_base_url',
  'di_token',
  'di_province',
];

// The provinces as the FBR names them (the values it takes), the same in either language.
const PROVINCES = FBR_DI_PROVINCES.map((p) => ({ value: p, label: p }));

const formValues = (s: FiscalSettingsWire): FiscalSettingsInput => ({
  enabled: s.enabled,
  service: s.service,
  pos_id: s.pos_id === 0 ? '' : String(s.pos_id),
  base_url: s.base_url,
  token: '',
  tokenSet: s.token_set,
  di_enabled: s.di_enabled,
  di_sandbox: s.di_sandbox,
  di_base_url: s.di_base_url,
  di_token: '',
  di_province: s.di_province,
  diTokenSet: s.di_token_set,
});

interface Props {
  companyId: number;
  /** The caller may change these settings (a super admin, or the company's own admin). */
  editable: boolean;
}

/**
 * The Fiscal reporting section of a company (docs/domain/fiscal.md, "Setting it up"): whether its
 * sales are reported to the FBR, through which service, its POS ID, where the service answers and
 * the cloud token. The token is never shown: the section says whether one is stored, takes a new
 * one, or clears it. Saved on its own.
 */
export function CompanyFiscalSection({ companyId, editable }: Props) {
  const { t } = useOrgLabels();
  const settings = useCompanyFiscal(companyId);
  if (settings.error)
    return (
      <LoadFailed
        what={t('organisation.fiscal.what')}
        error={settings.error}
        onRetry={() => settings.refetch()}
      />
    );
  if (!settings.data) return null;
  return (
    <FiscalForm
      key={companyId}
      initial={formValues(settings.data)}
      saved={settings.data}
      companyId={companyId}
      editable={editable}
    />
  );
}

function FiscalForm({
  initial,
  companyId,
  editable,
  saved: stored,
}: {
  initial: FiscalSettingsInput;
  companyId: number;
  editable: boolean;
  /** The settings as stored now (after each save). */
  saved: FiscalSettingsWire;
}) {
  const { t, message } = useOrgLabels();
  const save = useSaveCompanyFiscal(companyId);
  const form = useSettingsForm(initial, fiscalSettingsErrors, editable);
  const v = form.values;
  const text = (field: 'pos_id' | 'base_url' | 'token' | 'di_base_url' | 'di_token') => {
    const bound = form.text(field);
    return { ...bound, error: message(bound.error) };
  };
  const services: { value: FiscalService; label: string }[] = [
    { value: 'FBR_POS_LOCAL', label: t('organisation.fiscal.service.local') },
    { value: 'FBR_POS_CLOUD', label: t('organisation.fiscal.service.cloud') },
  ];
  const environments = [
    { value: 'sandbox', label: t('organisation.fiscal.sandboxTesting') },
    { value: 'production', label: t('organisation.fiscal.production') },
  ];
  const send = async (body: CompanyFiscalPayload, done: string) => {
    let answer: FiscalSettingsWire | null = null;
    const errors = await saveOutcome(async () => {
      answer = await save.mutateAsync(body);
    }, FIELDS);
    if (answer) {
      // The token typed is stored (or cleared): the field empties and the form knows what is stored.
      form.set('tokenSet', (answer as FiscalSettingsWire).token_set);
      form.set('diTokenSet', (answer as FiscalSettingsWire).di_token_set);
      if (v.token !== '') form.set('token', '');
      if (v.di_token !== '') form.set('di_token', '');
    }
    form.setSaved(errors === null ? done : null);
    return errors;
  };
  const submit = form.submitWith((values) =>
    send(
      {
        enabled: values.enabled,
        service: values.service,
        pos_id: values.pos_id.trim() === '' ? 0 : Number(values.pos_id.trim()),
        base_url: values.base_url.trim(),
        // Only a new token is sent; left empty, the stored one stays.
        ...(values.token.trim() !== '' ? { token: values.token.trim() } : {}),
        di_enabled: values.di_enabled,
        di_sandbox: values.di_sandbox,
        di_base_url: values.di_base_url.trim(),
        di_province: values.di_province as CompanyFiscalPayload['di_province'],
        ...(values.di_token.trim() !== '' ? { di_token: values.di_token.trim() } : {}),
      },
      t('organisation.fiscal.saved'),
    ),
  );
  const clearToken = async () => {
    await send({ token: '' }, t('organisation.fiscal.tokenCleared'));
  };
  const clearDiToken = async () => {
    await send({ di_token: '' }, t('organisation.fiscal.diTokenCleared'));
  };
  const cloud = v.service === 'FBR_POS_CLOUD';

  return (
    <SettingsSection
      title={t('organisation.fiscal.title')}
      aside={
        <Badge color={stored.enabled ? 'green' : 'gray'} variant="light" data-testid="fiscal-state">
          {stored.enabled ? t('organisation.fiscal.on') : t('organisation.fiscal.off')}
        </Badge>
      }
      onSubmit={submit}
      onKeyDown={form.showAllOnEnter}
      editable={editable}
      saved={form.saved}
      saveLabel={t('organisation.fiscal.save')}
      canSave={form.valid}
      saving={form.saving || save.isPending}
    >
      <Text size="sm" c="dimmed">
        {t('organisation.fiscal.intro')}
        {!editable && ` ${t('organisation.fiscal.readOnly')}`}
      </Text>
      <Checkbox
        label={t('organisation.fiscal.enabled')}
        checked={v.enabled}
        disabled={!editable}
        onChange={(e) => {
          form.set('enabled', e.currentTarget.checked);
          // Turned on, what it still needs shows at once.
          form.touch('pos_id');
          form.touch('token');
        }}
        error={message(form.error('enabled'))}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t('organisation.fiscal.service')}
          description={t('organisation.fiscal.serviceHint')}
          data={services}
          value={v.service}
          allowDeselect={false}
          disabled={!editable}
          onChange={(value) => {
            if (value) form.set('service', value as FiscalService);
          }}
          error={message(form.error('service'))}
        />
        <TextInput
          label={t('organisation.fiscal.posId')}
          description={t('organisation.fiscal.posIdHint')}
          inputMode="numeric"
          {...text('pos_id')}
        />
        <TextInput
          label={t('organisation.fiscal.address')}
          description={t('organisation.fiscal.addressHint')}
          dir="ltr"
          placeholder={FISCAL_DEFAULT_ADDRESS[v.service]}
          {...text('base_url')}
        />
        {cloud || stored.token_set ? (
          <SealedTokenField
            label={t('organisation.fiscal.token')}
            isSet={stored.token_set}
            testId="fiscal-token-state"
            unsetDescription={t('organisation.fiscal.tokenHint')}
            input={text('token')}
            {...(editable ? { onClear: clearToken } : {})}
            clearLabel={t('organisation.fiscal.clearToken')}
          />
        ) : null}
      </SimpleGrid>
      <Stack gap="sm" mt="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('organisation.fiscal.di')}
          </Title>
          <Badge color={stored.di_enabled ? 'green' : 'gray'} variant="light" data-testid="fiscal-di-state">
            {stored.di_enabled
              ? stored.di_sandbox
                ? t('organisation.fiscal.sandbox')
                : t('organisation.fiscal.production')
              : t('organisation.fiscal.off')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('organisation.fiscal.diIntro')}
        </Text>
        <Checkbox
          label={t('organisation.fiscal.diEnabled')}
          checked={v.di_enabled}
          disabled={!editable}
          onChange={(e) => {
            form.set('di_enabled', e.currentTarget.checked);
            form.touch('di_token');
            form.touch('di_province');
          }}
          error={message(form.error('di_enabled'))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Select
            label={t('organisation.fiscal.environment')}
            description={t('organisation.fiscal.environmentHint')}
            data={environments}
            value={v.di_sandbox ? 'sandbox' : 'production'}
            allowDeselect={false}
            disabled={!editable}
            onChange={(value) => {
              form.set('di_sandbox', value !== 'production');
            }}
            error={message(form.error('di_sandbox'))}
          />
          <Select
            label={t('organisation.fiscal.province')}
            description={t('organisation.fiscal.provinceHint')}
            data={PROVINCES}
            value={v.di_province === '' ? null : v.di_province}
            placeholder={t('organisation.fiscal.provincePlaceholder')}
            disabled={!editable}
            onChange={(value) => {
              form.set('di_province', value ?? '');
              form.touch('di_province');
            }}
            error={message(form.error('di_province'))}
          />
          <TextInput
            label={t('organisation.fiscal.diAddress')}
            description={t('organisation.fiscal.addressHint')}
            dir="ltr"
            placeholder={FBR_DI_ROUTES.origin}
            {...text('di_base_url')}
          />
          <SealedTokenField
            label={t('organisation.fiscal.diToken')}
            isSet={stored.di_token_set}
            testId="fiscal-di-token-state"
            unsetDescription={t('organisation.fiscal.diTokenHint')}
            input={text('di_token')}
            {...(editable ? { onClear: clearDiToken } : {})}
            clearLabel={t('organisation.fiscal.clearDiToken')}
          />
        </SimpleGrid>
      </Stack>
    </SettingsSection>
  );
}

/**
 * A token stored sealed (docs/domain/fiscal.md): never shown, its state as a badge, a new one typed
 * replaces it on save, and a stored one can be cleared.
 */
function SealedTokenField({
  label,
  isSet,
  testId,
  unsetDescription,
  input,
  onClear,
  clearLabel,
}: {
  label: string;
  isSet: boolean;
  testId: string;
  unsetDescription: string;
  input: ComponentProps<typeof PasswordInput>;
  onClear?: () => void;
  clearLabel: string;
}) {
  const { t } = useOrgLabels();
  return (
    <Stack gap={4}>
      <PasswordInput
        label={
          <Group gap={6} component="span">
            <span>{label}</span>
            <Badge size="xs" variant="light" color={isSet ? 'green' : 'gray'} data-testid={testId}>
              {isSet ? t('organisation.fiscal.set') : t('organisation.fiscal.notSet')}
            </Badge>
          </Group>
        }
        description={isSet ? t('organisation.fiscal.sealed') : unsetDescription}
        autoComplete="new-password"
        {...input}
      />
      {onClear && isSet && (
        <Group justify="flex-start">
          <Button variant="subtle" color="red" size="compact-sm" onClick={onClear}>
            {clearLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
