import { Alert, List, Text } from '@mantine/core';
import { useT } from '../../i18n';
import { approveCreditSale } from './api/customer-credit';
import { ManagerApprovalModal } from './manager-approval-modal';

/**
 * A credit sale the server refused (beyond the customer's limit, or an overdue invoice blocks):
 * the figures, and a manager of the store approves it here with their username and password; the
 * sale is then sent again with the approval (docs/domain/credit.md, "The limit at the sale").
 */
export function CreditApprovalModal({
  messages,
  customer,
  sale,
  onApproved,
  onCancel,
}: {
  /** The server's refusal, with the figures. */
  messages: string[];
  customer: number;
  /** The sale's Idempotency-Key: the approval is for this sale only. */
  sale: string;
  onApproved: (approval: string, managerName: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <ManagerApprovalModal
      title={t('counter.creditApproval.title')}
      size="lg"
      intro={
        <>
          <Alert color="red" data-testid="credit-refusal">
            <List size="sm" spacing={4}>
              {messages.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </Alert>
          <Text size="sm">{t('counter.creditApproval.intro')}</Text>
        </>
      }
      testIdPrefix="credit-approval"
      request={(credentials) => approveCreditSale({ ...credentials, customer, sale })}
      onApproved={onApproved}
      onCancel={onCancel}
    />
  );
}
