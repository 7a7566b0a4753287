import { Text } from '@mantine/core';
import { useT } from '../../i18n';
import { approveExpiredSale } from './api/approve-expired-sale';
import { ManagerApprovalModal } from './manager-approval-modal';

/**
 * A cashier's sale holds an expired batch: a manager of the store approves it here, on the
 * cashier's screen, with their username and password; the sale is then sent with the approval.
 */
export function ExpiredApprovalModal({
  batches,
  sale,
  onApproved,
  onCancel,
}: {
  /** The sale's batches: the approval covers the expired ones among them. */
  batches: number[];
  /** The sale's Idempotency-Key: the approval is for this sale only. */
  sale: string;
  onApproved: (approval: string, managerName: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <ManagerApprovalModal
      title={t('counter.expiredApproval.title')}
      intro={<Text size="sm">{t('counter.expiredApproval.intro')}</Text>}
      testIdPrefix="expired-approval"
      request={(credentials) => approveExpiredSale({ ...credentials, batches, sale })}
      onApproved={onApproved}
      onCancel={onCancel}
    />
  );
}
