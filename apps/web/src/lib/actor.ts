import type { Actor, UserWire } from '@tillwise/domain';

/** The two facts the domain's role predicates decide on, read from the signed-in user. */
export const toActor = (user: UserWire): Actor => ({
  user_type: user.user_type,
  company_type: user.company?.company_type ?? null,
});
