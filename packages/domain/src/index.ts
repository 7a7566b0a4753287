import './zod-messages.js';

export * from './catalog.js';
export * from './catalog-csv.js';
export * from './catalog-format.js';
export * from './catalog-messages.js';
export * from './catalog-schemas.js';
export * from './catalog-wire.js';
export * from './csv.js';
export * from './dates.js';
export * from './decimal.js';
export * from './enums.js';
export * from './messages.js';
export * from './organisation.js';
export * from './organisation-schemas.js';
export * from './pagination.js';
export * from './roles.js';
export * from './validation.js';
export * from './wire.js';
