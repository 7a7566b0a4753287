import { COMPANY_TYPE_LABELS, type TaxRegisterTreatment, USER_TYPE_LABELS } from '@tillwise/domain';
import { useCallback } from 'react';
import { useT } from '../../i18n';

const COMPANY_TYPES = new Set(Object.keys(COMPANY_TYPE_LABELS));
const USER_TYPES = new Set(Object.keys(USER_TYPE_LABELS));
const METHODS = new Set(['CASH', 'BANK', 'JAZZ_CASH', 'EASY_PAISA', 'ON_ACCOUNT']);

/**
 * The reports' names for the wire's codes in the chosen language (the domain's labels are
 * English): department types, user types, payment methods and tax treatments. A code no label
 * knows is shown as it came, as the domain's labels do.
 */
export function useReportLabels() {
  const t = useT();
  const companyType = useCallback(
    (type: string) =>
      COMPANY_TYPES.has(type) ? t(`analytics.companyType.${type as keyof typeof COMPANY_TYPE_LABELS}`) : type,
    [t],
  );
  const userType = useCallback(
    (type: string) =>
      USER_TYPES.has(type) ? t(`analytics.userType.${type as keyof typeof USER_TYPE_LABELS}`) : type,
    [t],
  );
  const paymentMethod = useCallback(
    (method: string) =>
      METHODS.has(method)
        ? t(`analytics.method.${method as 'CASH' | 'BANK' | 'JAZZ_CASH' | 'EASY_PAISA' | 'ON_ACCOUNT'}`)
        : method,
    [t],
  );
  const treatment = useCallback((value: TaxRegisterTreatment) => t(`reports.treatment.${value}`), [t]);
  return { companyType, userType, paymentMethod, treatment };
}
