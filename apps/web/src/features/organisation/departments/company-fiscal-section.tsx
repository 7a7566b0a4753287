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

const DI_ENVIRONMENTS = [
  { value: 'sandbox', label: 'Sandbox (testing)' },
  { value: 'production', label: 'Production' },
];
const PROVINCES = FBR_DI_PROVINCES.map((p) => ({ value: p, label: p }));

const SERVICES: { value: FiscalService; label: string }[] = [
  { value: 'FBR_POS_LOCAL', label: 'FBR POS local component' },
  { value: 'FBR_POS_CLOUD', label: 'FBR POS cloud API' },
];

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
  const settings = useCompanyFiscal(companyId);
  if (settings.error)
    return (
      <LoadFailed
        what="the fiscal reporting settings"
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
  const save = useSaveCompanyFiscal(companyId);
  const form = useSettingsForm(initial, fiscalSettingsErrors, editable);
  const v = form.values;
  const text = form.text;
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
      'Fiscal reporting saved.',
    ),
  );
  const clearToken = async () => {
    await send({ token: '' }, 'The token was cleared.');
  };
  const clearDiToken = async () => {
    await send({ di_token: '' }, 'The Digital Invoicing token was cleared.');
  };
  const cloud = v.service === 'FBR_POS_CLOUD';

  return (
    <SettingsSection
      title="Fiscal reporting"
      aside={
        <Badge color={stored.enabled ? 'green' : 'gray'} variant="light" data-testid="fiscal-state">
          {stored.enabled ? 'Reporting to FBR' : 'Off'}
        </Badge>
      }
      onSubmit={submit}
      onKeyDown={form.showAllOnEnter}
      editable={editable}
      saved={form.saved}
      saveLabel="Save fiscal reporting"
      canSave={form.valid}
      saving={form.saving || save.isPending}
    >
      <Text size="sm" c="dimmed">
        Each sale and refund of this company is reported to the FBR once it reaches the server, and its
        receipt prints the FBR invoice number and QR code.
        {!editable && ' Only a super admin or this company’s own admin changes these settings.'}
      </Text>
      <Checkbox
        label="Report sales to the FBR"
        checked={v.enabled}
        disabled={!editable}
        onChange={(e) => {
          form.set('enabled', e.currentTarget.checked);
          // Turned on, what it still needs shows at once.
          form.touch('pos_id');
          form.touch('token');
        }}
        error={form.error('enabled')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label="Service"
          description="The fiscal component on the shop’s network, or the cloud API with a token"
          data={SERVICES}
          value={v.service}
          allowDeselect={false}
          disabled={!editable}
          onChange={(value) => {
            if (value) form.set('service', value as FiscalService);
          }}
          error={form.error('service')}
        />
        <TextInput
          label="POS ID"
          description="The POS registration number the FBR gave this point of sale"
          inputMode="numeric"
          {...text('pos_id')}
        />
        <TextInput
          label="Service address"
          description="Leave empty for the published address"
          placeholder={FISCAL_DEFAULT_ADDRESS[v.service]}
          {...text('base_url')}
        />
        {cloud || stored.token_set ? (
          <SealedTokenField
            label="Cloud token"
            isSet={stored.token_set}
            testId="fiscal-token-state"
            unsetDescription="The security token the FBR gave for the cloud API"
            input={text('token')}
            {...(editable ? { onClear: clearToken } : {})}
            clearLabel="Clear the stored token"
          />
        ) : null}
      </SimpleGrid>
      <Stack gap="sm" mt="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Digital Invoicing
          </Title>
          <Badge color={stored.di_enabled ? 'green' : 'gray'} variant="light" data-testid="fiscal-di-state">
            {stored.di_enabled ? (stored.di_sandbox ? 'Sandbox' : 'Production') : 'Off'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Invoices to sales-tax-registered customers, and taxable transfers to registered departments, go to
          the FBR by Digital Invoicing when it is on (with fiscal reporting on, above); retail sales stay with
          the POS service.
        </Text>
        <Checkbox
          label="Send invoices to registered buyers by Digital Invoicing"
          checked={v.di_enabled}
          disabled={!editable}
          onChange={(e) => {
            form.set('di_enabled', e.currentTarget.checked);
            form.touch('di_token');
            form.touch('di_province');
          }}
          error={form.error('di_enabled')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Select
            label="Environment"
            description="The sandbox until the FBR approves the integration"
            data={DI_ENVIRONMENTS}
            value={v.di_sandbox ? 'sandbox' : 'production'}
            allowDeselect={false}
            disabled={!editable}
            onChange={(value) => {
              form.set('di_sandbox', value !== 'production');
            }}
            error={form.error('di_sandbox')}
          />
          <Select
            label="Province"
            description="Where the business is registered, as the FBR names it"
            data={PROVINCES}
            value={v.di_province === '' ? null : v.di_province}
            placeholder="Choose a province"
            disabled={!editable}
            onChange={(value) => {
              form.set('di_province', value ?? '');
              form.touch('di_province');
            }}
            error={form.error('di_province')}
          />
          <TextInput
            label="Digital Invoicing address"
            description="Leave empty for the published address"
            placeholder={FBR_DI_ROUTES.origin}
            {...text('di_base_url')}
          />
          <SealedTokenField
            label="Digital Invoicing token"
            isSet={stored.di_token_set}
            testId="fiscal-di-token-state"
            unsetDescription="The security token PRAL issued in IRIS (sandbox and production tokens differ)"
            input={text('di_token')}
            {...(editable ? { onClear: clearDiToken } : {})}
            clearLabel="Clear the stored Digital Invoicing token"
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
  return (
    <Stack gap={4}>
      <PasswordInput
        label={
          <Group gap={6} component="span">
            <span>{label}</span>
            <Badge size="xs" variant="light" color={isSet ? 'green' : 'gray'} data-testid={testId}>
              {isSet ? 'set' : 'not set'}
            </Badge>
          </Group>
        }
        description={
          isSet ? 'Stored encrypted and never shown; type a new one to replace it' : unsetDescription
        }
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
