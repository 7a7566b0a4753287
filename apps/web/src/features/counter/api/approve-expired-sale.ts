import type { ExpiredSaleApproval } from '@tillwise/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST till-session/expired-approval/`: a manager of this store approves, with their username and
 * password on the cashier's screen, selling these batches though expired (docs/till-sessions.md).
 */
export const approveExpiredSale = (body: {
  username: string;
  password: string;
  batches: number[];
  /** The sale's Idempotency-Key: the approval serves that sale only. */
  sale: string;
}) => apiRequest<ExpiredSaleApproval>('POST', 'till-session/expired-approval/', { body });
