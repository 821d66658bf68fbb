// The background jobs' table (platform/jobs.ts).

/** One lease per job, so each runs in one process at a time; `finishedAt` says when it last completed. */
export interface BackgroundJobsTable {
  name: string;
  holder: string | null;
  leaseUntil: string | null;
  finishedAt: string | null;
}
