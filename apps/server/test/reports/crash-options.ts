/** The report job's options in the crash test: a run is taken as lost after 2 s, and retried at once. */
export const CRASH_JOB_OPTIONS = { retryLimit: 2, retryDelaySeconds: 0, expireInSeconds: 2 };

export const CRASH_EXIT_CODE = 17;
