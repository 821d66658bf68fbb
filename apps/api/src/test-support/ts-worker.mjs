// Worker entry for tests: registers tsx, then runs the TypeScript worker named in workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
