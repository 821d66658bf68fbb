export * from './health.contract.js';
