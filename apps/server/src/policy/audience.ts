import { isAdmin, isManager, isSalesStaff, isSuperAdmin } from '@tillwise/domain';
import type { SessionActor } from '../plugins/auth.js';
import type { Audience } from './types.js';

/** Whether the caller (null when anonymous) belongs to the audience, by the role predicates of spec 6. */
export function admits(who: Audience, actor: SessionActor | null): boolean {
  if (who === 'public') return true;
  if (!actor) return false;
  switch (who) {
    case 'operator':
      return true;
    case 'salesStaff':
      return isSalesStaff(actor);
    case 'manager':
      return isManager(actor);
    case 'admin':
      return isAdmin(actor);
    case 'superAdmin':
      return isSuperAdmin(actor);
  }
}
