/** Printing labels (its own chunk: the barcodes and the label layouts). */
export { LabelsPage } from '../../features/labels';
