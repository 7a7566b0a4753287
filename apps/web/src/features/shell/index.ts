export { useCompanyLogo } from './api/get-company-logo';
export { AppHeader } from './app-header';
export { KeyIcon, ReportIcon } from './icons';
export { NotificationPage } from './notification-page';
export type { AccountLink } from './user-menu';
