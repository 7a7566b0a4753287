import { type Db, loginThrottle } from '@tillwise/db';
import { inArray, lt, sql } from 'drizzle-orm';

/** The longest a username (or a username and address pair) is made to wait between tries. */
const MAX_DELAY_SECONDS = 15 * 60;
/** A username is locked after this many times the pair's threshold of failures from anywhere. */
const USERNAME_FACTOR = 4;
/** Counters untouched for a day are forgotten. */
const FORGET_MS = 24 * 3600 * 1000;

export interface ThrottleOptions {
  /**
   * Wrong sign-ins one address may make a minute (LOGIN_ATTEMPTS_PER_MINUTE) before it counts as
   * spraying: right ones are never counted, so a whole shop behind one router signs in freely.
   */
  attemptsPerMinute: number;
  /** Wrong passwords for one username from one address before each further try must wait. */
  failuresBeforeDelay: number;
  now?: () => number;
}

/** Who is signing in, as the throttle keys it. */
export interface SignInAttempt {
  username: string;
  address: string;
}

/** The first wait, doubled after each further wrong try. */
const FIRST_DELAY_SECONDS = 30;

/** Seconds to wait after `failures` wrong tries when waiting starts at `threshold`: 30, 60, 120 … 900. */
export const delayAfter = (failures: number, threshold: number): number =>
  failures < threshold ? 0 : Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - threshold));

/**
 * Sign-in throttling (docs/security/hardening.md), kept in the database so every server process
 * shares it. Only a username is ever locked, so a right password is refused only when its own
 * username is:
 * - a username and address pair: after `failuresBeforeDelay` wrong passwords each further try
 *   waits 30 s, 1 min, 2 min … up to 15 minutes; a right password clears it. A colleague at the same
 *   till or router, with their own username, is not affected;
 * - a username from anywhere: the same growing delays after four times as many failures, so that
 *   an attacker spreading tries over many addresses is slowed too;
 * - an address: its wrong sign-ins are counted a minute at a time. Past `attemptsPerMinute` it is
 *   spraying: each further wrong password is answered "wait" and locks that username from that
 *   address at once (30 s, then growing), so a spray gets one guess per username and no second
 *   round, while colleagues behind the same address still sign in with their own passwords.
 */
export class LoginThrottle {
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: ThrottleOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  private keys(attempt: SignInAttempt) {
    const username = attempt.username.trim().toLowerCase().slice(0, 150);
    return {
      pair: `p:${username}|${attempt.address}`,
      user: `u:${username}`,
      address: `a:${attempt.address}`,
    };
  }

  /** Seconds until this username may be tried from this address (its locks), or 0. Counts nothing. */
  async retryAfter(attempt: SignInAttempt): Promise<number> {
    const keys = this.keys(attempt);
    const now = this.now();
    const locks = await this.db
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(inArray(loginThrottle.key, [keys.pair, keys.user]));
    let wait = 0;
    for (const { lockedUntil } of locks) {
      if (lockedUntil) wait = Math.max(wait, Math.ceil((lockedUntil.getTime() - now) / 1000));
    }
    return Math.max(0, wait);
  }

  /**
   * A wrong password: counted against the address (a fresh minute starts the count again), and the
   * pair's and the username's delays grow; from a spraying address the pair is locked at once.
   * Returns the seconds until the address's minute ends when it is spraying, otherwise 0.
   */
  async recordFailure(attempt: SignInAttempt): Promise<number> {
    const keys = this.keys(attempt);
    const now = new Date(this.now());
    const windowStart = new Date(now.getTime() - 60_000);
    const [address] = await this.db
      .insert(loginThrottle)
      .values({ key: keys.address, attempts: 1, windowStarted: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          attempts: sql`case when ${loginThrottle.windowStarted} <= ${windowStart} then 1 else ${loginThrottle.attempts} + 1 end`,
          windowStarted: sql`case when ${loginThrottle.windowStarted} <= ${windowStart} then ${now} else ${loginThrottle.windowStarted} end`,
        },
      })
      .returning();
    const spraying = address !== undefined && address.attempts > this.options.attemptsPerMinute;
    const threshold = spraying ? 1 : this.options.failuresBeforeDelay;
    for (const [key, from] of [
      [keys.pair, threshold],
      [keys.user, this.options.failuresBeforeDelay * USERNAME_FACTOR],
    ] as const) {
      const failures = sql`${loginThrottle.failures} + 1`;
      // 2^(failures - from) seconds once failures reach `from`, capped; computed where the count is.
      const lock = sql`case when ${failures} >= ${from} then ${now}::timestamptz + make_interval(secs => least(${MAX_DELAY_SECONDS}, ${FIRST_DELAY_SECONDS} * power(2, greatest(0, ${failures} - ${from})))) end`;
      await this.db
        .insert(loginThrottle)
        .values({
          key,
          failures: 1,
          windowStarted: now,
          lockedUntil: from <= 1 ? new Date(now.getTime() + FIRST_DELAY_SECONDS * 1000) : null,
        })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: { failures, windowStarted: now, lockedUntil: lock },
        });
    }
    if (Math.random() < 0.01) {
      await this.db
        .delete(loginThrottle)
        .where(lt(loginThrottle.windowStarted, new Date(now.getTime() - FORGET_MS)));
    }
    if (!spraying || !address) return 0;
    return Math.max(1, Math.ceil((address.windowStarted.getTime() + 60_000 - now.getTime()) / 1000));
  }

  /** A right password: the pair and the username start afresh. */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    const keys = this.keys(attempt);
    await this.db.delete(loginThrottle).where(inArray(loginThrottle.key, [keys.pair, keys.user]));
  }
}
