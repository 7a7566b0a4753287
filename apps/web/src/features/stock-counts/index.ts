export { CountingPage } from './counting-page';
export { CountsPage } from './counts-page';
export { ReviewPage } from './review-page';
