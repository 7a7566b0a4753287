export { FiscalPage } from './fiscal-page';
