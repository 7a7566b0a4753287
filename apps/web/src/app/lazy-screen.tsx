import type { UserWire } from '@tillwise/domain';
import { type ComponentType, lazy } from 'react';

/** What every lazily loaded screen receives: the signed-in user, from its route's guard. */
export interface ScreenProps {
  me: UserWire;
}

/**
 * A route screen whose code loads on first visit, one chunk per feature group (the bundler shares
 * what groups have in common). The route table's Suspense shows the loading state meanwhile; the
 * guard decides before the chunk is asked for, so a refused user never downloads it.
 */
export const lazyScreen = (load: () => Promise<ComponentType<ScreenProps>>) =>
  lazy(async () => ({ default: await load() }));

export type ScreenComponent = ComponentType<ScreenProps>;
