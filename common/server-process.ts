/**
 * Environment for every process we start the server in (the desktop app's utility process,
 * `npm start`'s web fallback, the bench). glibc's malloc keeps a freed large block in the arena of
 * the thread that used it once its mmap threshold has grown: each sign-in's 16 MiB scrypt buffer
 * (N=16384, r=8, in libuv's threads) stayed resident per thread, ~100 MiB after a few sign-ins.
 * A fixed 1 MiB threshold gives such blocks back at once (measured: +8 MiB instead of +100 MiB over
 * 33 sign-ins). Other platforms' allocators ignore the variable.
 */
export const SERVER_PROCESS_ENV: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: String(1024 * 1024) };
