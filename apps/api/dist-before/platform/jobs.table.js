// The background jobs' table (platform/jobs.ts).
export {};
//# sourceMappingURL=jobs.table.js.map