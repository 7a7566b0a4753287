export { LabelsPage } from './labels-page';
