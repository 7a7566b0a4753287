export * from './enums.js';
export * from './organisation.js';
