import type { UserWire } from '@tillwise/domain';
import { type ComponentType, lazy, useState } from 'react';

/** What every lazily loaded screen receives: the signed-in user, from its route's guard. */
export interface ScreenProps {
  me: UserWire;
}

export type ScreenComponent = ComponentType<ScreenProps>;

type Load = () => Promise<ScreenComponent>;

const offlineScreens: Load[] = [];

/**
 * A route screen whose code loads on first visit, one chunk per feature group (the bundler shares
 * what groups have in common). The root layout's Suspense shows the loading state meanwhile; the
 * guard decides before the chunk is asked for, so a refused user never downloads it. A screen
 * that must open offline (connectivity.ts) is fetched as soon as the app starts instead.
 */
export function lazyScreen(load: Load, { worksOffline = false } = {}): ScreenComponent {
  let loaded: ScreenComponent | null = null;
  const fetch = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  if (worksOffline) offlineScreens.push(fetch);
  const Lazy = lazy(async () => ({ default: await fetch() }));
  // Once fetched (preloaded, or visited before) the screen renders in the same pass as its route,
  // as an eager one would; the choice is made once per mount so a screen never remounts.
  return function Screen(props: ScreenProps) {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  };
}

/** Fetches the screens that must open offline, in the background; a failure is retried on visit. */
export function preloadOfflineScreens(): void {
  void Promise.allSettled(offlineScreens.map((load) => load()));
}
