export * from './app-paths.js';
export * from './shell.messages.js';
