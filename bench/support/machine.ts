// What of the machine's memory handling sets a run's figures apart, for the bench's header line. Two things did on
// the machines of session 13 and 14 (bench/results.md, "Session 14"):
// - a kernel DAMON thread reclaiming pages idle for about a minute (action `pageout`): files read through the page
//   cache are read again from disk, and shared memory mapped in 4 KB pages (PostgreSQL's shared buffers, a
//   memory-mapped SQLite file) is unmapped from every process, so each process faults each page in again;
// - whether huge pages are reserved, which PostgreSQL's shared buffers use (`huge_pages = try`) and the kernel
//   never unmaps (docs/deploy.md, "The PostgreSQL server").
import fs from 'node:fs';
import path from 'node:path';

const read = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
};

/** The kernel's DAMON reclaim schemes that are on, as `pageout of pages idle ≥ 60 s`; empty when none. */
function damonReclaim(): string[] {
  const root = '/sys/kernel/mm/damon/admin/kdamonds';
  const found: string[] = [];
  for (const kdamond of fs.existsSync(root) ? fs.readdirSync(root) : []) {
    if (read(path.join(root, kdamond, 'state')) !== 'on') continue;
    const contexts = path.join(root, kdamond, 'contexts');
    for (const context of fs.existsSync(contexts) ? fs.readdirSync(contexts) : []) {
      const aggregateUs = Number(read(path.join(contexts, context, 'monitoring_attrs/intervals/aggr_us')));
      const schemes = path.join(contexts, context, 'schemes');
      for (const scheme of fs.existsSync(schemes) ? fs.readdirSync(schemes) : []) {
        const action = read(path.join(schemes, scheme, 'action'));
        if (action === null) continue;
        const minAge = Number(read(path.join(schemes, scheme, 'access_pattern/age/min')));
        const idleSeconds = Number.isFinite(minAge * aggregateUs) ? (minAge * aggregateUs) / 1e6 : NaN;
        found.push(Number.isNaN(idleSeconds) ? action : `${action} of pages idle ≥ ${idleSeconds} s`);
      }
    }
  }
  return found;
}

/** One line on the machine's memory: the kernel's reclaim and the huge pages reserved and in use. */
export function memoryNotes(): string {
  const meminfo = read('/proc/meminfo') ?? '';
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(meminfo)?.[1] ?? 0);
  const reclaim = damonReclaim();
  const total = field('HugePages_Total');
  const used = total - field('HugePages_Free') + field('HugePages_Rsvd');
  return (
    `memory: ${reclaim.length > 0 ? `kernel DAMON ${reclaim.join(', ')}` : 'no kernel DAMON reclaim'}; ` +
    `${total > 0 ? `${total} huge pages, ${used} taken or reserved` : 'no huge pages'}`
  );
}
