export * from './check.js';
export * from './client.js';
export * from './functions.js';
export * from './json-row.js';
export * from './png.js';
export * from './schema/index.js';
export * from './seed.js';
