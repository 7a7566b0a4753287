import { PAYMENT_SERVICE_LABELS } from '@tillwise/domain';
import { useCallback } from 'react';
import { useT } from '../../i18n';
import type { TenderOf } from './refund-preview';

/**
 * A tender's name in the reader's language: "Customer's account", "Cash", "Card · JazzCash (ref
 * JC-1)". The services' own names (JazzCash, Easypaisa) stay as the brands write them.
 */
export function useTenderLabel(): (tender: TenderOf) => string {
  const t = useT();
  return useCallback(
    (tender: TenderOf) => {
      if (tender.kind === 'account') return t('refund.tender.account');
      if (tender.funds === 'CASH') return t('refund.tender.cash');
      const service =
        PAYMENT_SERVICE_LABELS[tender.funds as keyof typeof PAYMENT_SERVICE_LABELS] ?? tender.funds ?? '';
      return tender.reference
        ? t('refund.tender.cardRef', { service, reference: tender.reference })
        : t('refund.tender.card', { service });
    },
    [t],
  );
}
