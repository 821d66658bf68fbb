// A thread that adopts the count of requests it is given (workerData.requests), and when asked says 'asking' and
// then 'turn' once it has taken a background turn, as a catalogue read thread takes one before each chunk of a
// match list.
import { parentPort, workerData } from 'node:worker_threads';
import { adoptRequestCount, backgroundTurn, RequestCount } from '../platform/background.js';

const { requests } = workerData as { requests: SharedArrayBuffer };
adoptRequestCount(new RequestCount(requests));
// a listener keeps the thread alive while it waits: a pending Atomics.waitAsync does not
parentPort?.on('message', () => {
  parentPort?.postMessage('asking');
  void backgroundTurn(10_000).then(() => parentPort?.postMessage('turn'));
});
