export * from './catalog.js';
export * from './enums.js';
export * from './finance.js';
export * from './ledger.js';
export * from './orders.js';
export * from './organisation.js';
export * from './requests.js';
export * from './security.js';
