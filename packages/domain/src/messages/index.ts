// Every user-facing text of the spec, verbatim (typos included: clients and tests match them exactly).
export * from './forms.js';
export * from './feedback.js';
export * from './shell.js';
