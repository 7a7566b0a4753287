import { passesGuard } from '@tillwise/domain';
import { Navigate, useParams } from 'react-router';
import { CountingPage, CountsPage, ReviewPage } from '../../features/stock-counts';
import { toActor } from '../../lib/actor';
import { paths } from '../../lib/paths';
import type { ScreenProps } from '../lazy-screen';

/** The counts list: everyone picks a count to work on; admins also start and review them. */
export function StockCountsScreen({ me }: ScreenProps) {
  return <CountsPage isAdmin={passesGuard('admin', toActor(me))} />;
}

const countIdOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** Counting one count (phone or counter). */
export function CountStockScreen() {
  const id = countIdOf(useParams().countId);
  return id === null ? <Navigate to={paths.notFound.to()} replace /> : <CountingPage countId={id} />;
}

/** A count's review (admins). */
export function StockCountScreen() {
  const id = countIdOf(useParams().countId);
  return id === null ? <Navigate to={paths.notFound.to()} replace /> : <ReviewPage countId={id} />;
}
