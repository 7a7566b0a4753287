import { lazyScreen, type ScreenComponent } from './lazy-screen';

const analytics = () => import('./screen-groups/analytics');

/** A tab of `/analytics` or `/reports`, loaded with the analytics chunk on first visit. */
export const analyticsTab = (path: string): ScreenComponent =>
  lazyScreen(() =>
    analytics().then((m) => {
      const Screen = m.ANALYTICS_TAB_SCREENS[path];
      if (!Screen) throw new Error(`no analytics tab ${path}`);
      return Screen;
    }),
  );

export const BusinessReportScreen = lazyScreen(() => analytics().then((m) => m.BusinessReportScreen));
