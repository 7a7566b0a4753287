import { Checkbox, Select, Text } from '@mantine/core';
import type { CompanyWire, UiLanguage } from '@tillwise/domain';
import { SettingsSection } from '../../../components/settings-section';
import { useT } from '../../../i18n';
import { saveOutcome } from '../../../lib/form-errors';
import { useSettingsForm } from '../../../lib/use-settings-form';
import { useUpdateCompany } from '../api/update-company';

const FIELDS = ['default_language', 'receipt_urdu_digits'] as const;

/** The select's value for "no default" (a Select option needs a string). */
const BROWSER = 'browser';

interface Values {
  default_language: UiLanguage | typeof BROWSER;
  receipt_urdu_digits: boolean;
}

const noErrors = () => ({});

/**
 * The Language section of a company (issue 43, docs/i18n.md "Choosing the language"): the language
 * its people see until they choose their own (English, Urdu, or none: each user's browser), and
 * whether its receipts printed in Urdu show money, quantities and dates in Urdu digits (Western
 * digits otherwise). Saved on its own with `PATCH company/<id>/`.
 */
export function CompanyLanguageSection({ company }: { company: CompanyWire }) {
  const t = useT();
  const update = useUpdateCompany();
  const form = useSettingsForm<Values>(
    {
      default_language: company.default_language ?? BROWSER,
      receipt_urdu_digits: company.receipt_urdu_digits ?? false,
    },
    noErrors,
  );
  const submit = form.submitWith(async (values) => {
    const errors = await saveOutcome(
      () =>
        update.mutateAsync({
          id: company.id,
          body: {
            default_language: values.default_language === BROWSER ? null : values.default_language,
            receipt_urdu_digits: values.receipt_urdu_digits,
          },
        }),
      FIELDS,
    );
    form.setSaved(errors === null ? t('organisation.language.saved') : null);
    return errors;
  });
  return (
    <SettingsSection
      title={t('organisation.language.title')}
      onSubmit={submit}
      editable
      saved={form.saved}
      saveLabel={t('organisation.language.save')}
      saving={form.saving || update.isPending}
    >
      <Select
        label={t('organisation.language.default')}
        description={t('organisation.language.defaultHint')}
        allowDeselect={false}
        maw={360}
        data={[
          { value: BROWSER, label: t('organisation.language.browser') },
          // Each language is named in its own words, as the user menu names them.
          { value: 'en', label: t('language.name.en') },
          { value: 'ur', label: t('language.name.ur') },
        ]}
        value={form.values.default_language}
        onChange={(value) => value && form.set('default_language', value as Values['default_language'])}
        error={form.error('default_language')}
      />
      <Checkbox
        label={t('organisation.language.urduDigits')}
        description={t('organisation.language.urduDigitsHint')}
        {...form.check('receipt_urdu_digits')}
      />
      <Text size="xs" c="dimmed">
        {t('organisation.language.westernAlways')}
      </Text>
    </SettingsSection>
  );
}
