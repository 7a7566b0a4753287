export { ReplenishmentPage } from './replenishment-page';
