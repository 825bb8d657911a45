/** True when dist/index.html is missing or older than a client source, index.html or the build setup. */
export function clientBuildIsStale(): boolean;
/** Runs `vite build` when the build is stale (or `force`); resolves with the exit code (0 when nothing to do). */
export function buildClientIfStale(options?: { force?: boolean }): Promise<number>;
