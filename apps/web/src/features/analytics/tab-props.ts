import type { UserWire } from '@tillwise/domain';

/** What every analytics tab receives: the signed-in user, from its route's guard. */
export interface TabProps {
  me: UserWire;
}
