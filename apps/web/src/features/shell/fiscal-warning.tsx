import { FISCAL_WARN_AFTER_MS, type FiscalHealthWire } from '@tillwise/domain';
import { useEffect, useState } from 'react';
import { useNetworkOnline } from '../../lib/network-status';
import { useFiscalHealth } from './api/fiscal-health';
import classes from './app-header.module.css';

/** HH:MM of a wire time as the server wrote it (its local time, the shop's). */
const clock = (iso: string) => iso.slice(11, 16);

/** The warning to show, or null: reporting on and failing for at least 15 minutes at `now`. */
export function fiscalWarning(health: FiscalHealthWire | null | undefined, now: number): string | null {
  if (!health?.enabled || !health.failing_since) return null;
  if (now - new Date(health.failing_since).getTime() < FISCAL_WARN_AFTER_MS) return null;
  return `Sales are not reaching FBR since ${clock(health.failing_since)} — receipts print as pending; tell your manager`;
}

/**
 * The counter header's warning that sales have not reached the FBR for 15 minutes or more
 * (docs/domain/fiscal.md, "At the counter"), from `fiscal/health/` asked every minute. Offline it
 * asks nothing and shows nothing new (the till's own status says it is offline); selling goes on.
 */
export function FiscalWarning({ company }: { company: number }) {
  const online = useNetworkOnline();
  const health = useFiscalHealth(company, online);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const warning = online ? fiscalWarning(health.data, now) : null;
  if (!warning) return null;
  return (
    <div className={classes.fiscalWarning} role="alert" data-testid="fiscal-warning">
      {warning}
    </div>
  );
}
