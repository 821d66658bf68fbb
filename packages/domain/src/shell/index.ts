export * from './shell.messages.js';
