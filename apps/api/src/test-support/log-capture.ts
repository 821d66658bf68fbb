import { Writable } from 'node:stream';

export interface LogCapture {
  /** Pass as `logStream` to `createTestApp` or `buildApp` (or as a pino destination). */
  stream: Writable;
  /** Everything written so far, as one text (to prove a secret never reached the log). */
  text(): string;
  /** Each line written so far, parsed (pino writes one JSON object a line). */
  entries(): Record<string, unknown>[];
  /** Forgets what was written (start-up lines, say). */
  clear(): void;
}

/** A log destination that keeps what the app writes, for tests that read their own log. */
export function captureLog(): LogCapture {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return {
    stream,
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => void lines.splice(0),
  };
}
