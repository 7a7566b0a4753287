export { linkTransfer } from './api';
export { requestStatusLabel } from './labels';
export { RequestDetailsPage } from './request-details-page';
export { ResponsesPage } from './responses-page';
export { SendRequestPage } from './send-request-page';
