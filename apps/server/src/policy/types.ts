import type { CompanyRow } from '@tillwise/db';
import type { UserType } from '@tillwise/domain';

/** What the relation of two companies is decided on. */
export type CompanyRef = Pick<CompanyRow, 'id' | 'parentId' | 'companyType'>;

/** Who a grant admits: nobody needs a token for `public`; the rest are the predicates of spec 6. */
export type Audience = 'public' | 'operator' | 'salesStaff' | 'manager' | 'admin' | 'superAdmin';

/**
 * A company's relation to the caller's company. `child`: its parent is the caller's company; for a
 * caller in a STORE, also the other departments under the store's own parent (spec 4.8 puts the
 * departments a store creates there). Anything else, the store's parent included, is `unrelated`.
 */
export type Relation = 'own' | 'child' | 'unrelated';

export interface Grant {
  who: Audience;
  /**
   * The companies this grant reaches, by relation: the `:id` target must be one of them, lists
   * show only their rows, and a company named in the body must be one of them.
   */
  reach?: readonly Relation[];
  /** Over user records: only these user types are visible or may be written. */
  userTypes?: readonly UserType[];
  /**
   * For writes that name another company's person as the other party (internal orders): the
   * relations that company may have to the caller's. Absent: no other company may be named.
   */
  counterparties?: readonly Relation[];
  /**
   * Over records a person owns (a till session): only the caller's own. Another's in reach is
   * refused (403), whatever the reach says.
   */
  ownRecordsOnly?: boolean;
  /**
   * The blind count (docs/till-sessions.md): what an open till session is expected to hold is
   * withheld from this grant's callers until the count is in.
   */
  blindCount?: boolean;
  /**
   * The lists the original Send Request form picks its receiver from also name the request's
   * possible receivers (as `request/recipients/` does), outside `reach` too, with who they are
   * only: `company/?company_type=` the group's companies a request may go to (id, name, type),
   * `user/?company=<one of them>` its operators (id, username, names, role).
   */
  namesRequestRecipients?: boolean;
}

/** What the `:id` of a path names; the caller's relation to it is checked before the handler runs. */
export type TargetKind = 'company' | 'user' | 'tillSession' | 'stockCount';

export interface RoutePolicy {
  /** Tried in order; the first whose audience admits the caller applies. None admits: refused. */
  grants: readonly Grant[];
  target?: TargetKind;
}

/** `METHOD /path` (as registered, HEAD folded into GET) to its policy. Absent means refused. */
export type Matrix = Readonly<Record<string, RoutePolicy>>;
