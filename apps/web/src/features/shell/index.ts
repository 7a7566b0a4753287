export { useCompanyLogo } from './api/get-company-logo';
export { AppHeader } from './app-header';
export { KeyIcon, ReportIcon } from './icons';
export { SideMenu } from './main-menu';
export { NotificationPage } from './notification-page';
export { useNarrowScreen } from './use-narrow-screen';
export type { AccountLink } from './user-menu';
