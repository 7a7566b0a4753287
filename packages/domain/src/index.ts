import './zod-messages.js';

export * from './dates.js';
export * from './decimal.js';
export * from './enums.js';
export * from './finance.js';
export * from './finance-postings.js';
export * from './finance-schemas.js';
export * from './finance-wire.js';
export * from './ledger.js';
export * from './messages.js';
export * from './organisation.js';
export * from './organisation-schemas.js';
export * from './pagination.js';
export * from './roles.js';
export * from './validation.js';
export * from './wire.js';
