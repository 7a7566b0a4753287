import type { ExpiredSaleApproval, ExpiredSaleApprovalBody, SentBy } from '@tillwise/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST till-session/expired-approval/`: a manager of this store approves, with their username and
 * password on the cashier's screen, selling these batches though expired (docs/till-sessions.md).
 */
export const approveExpiredSale = (body: SentBy<typeof ExpiredSaleApprovalBody>) =>
  apiRequest<ExpiredSaleApproval>('POST', 'till-session/expired-approval/', { body });
