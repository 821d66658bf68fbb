// Preloaded into the server by bench/catalog.ts (`node --import ./bench/loop-delay.mjs ...`): measures how
// long the event loop is held, and on SIGUSR2 writes the figures since the last signal to LOOP_DELAY_FILE.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.on('SIGUSR2', () => {
    // written whole under another name, then renamed: the bench never reads half a file
    fs.writeFileSync(
      `${file}.tmp`,
      JSON.stringify({
        mean: ms(histogram.mean),
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
      }),
    );
    fs.renameSync(`${file}.tmp`, file);
    histogram.reset();
  });
}
