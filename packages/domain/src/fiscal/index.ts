export * from './fbr-di.js';
export * from './fbr-pos-errors.js';
export * from './fbr-pos-invoice.js';
export * from './fbr-pos-rules.js';
export * from './fiscal-report.js';
export * from './fiscal-schemas.js';
