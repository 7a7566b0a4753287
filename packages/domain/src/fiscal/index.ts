export * from './fbr-di-errors.js';
export * from './fbr-di-invoice.js';
export * from './fbr-di-rules.js';
export * from './fbr-pos-errors.js';
export * from './fbr-pos-invoice.js';
export * from './fbr-pos-rules.js';
export * from './fiscal-report.js';
export * from './fiscal-schemas.js';
