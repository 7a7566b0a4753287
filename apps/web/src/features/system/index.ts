export { ConnectionPage } from './connection-page';
export { NotFoundPage } from './not-found-page';
