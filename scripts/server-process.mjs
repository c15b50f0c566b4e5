// How the compiled server is run, shared by `npm start` and `npm run bench` so the bench measures
// what production runs (the Dockerfile repeats both).
// --max-semi-space-size=4: V8's young generation otherwise grows to 2 × 16 MB semi-spaces under
// upload and seeding load and keeps them (~20 MB of RSS); cache hits allocate little, so the
// smaller nursery costs no measurable throughput.
// --heap-growing-percent=20: V8 grows the old generation by 1.2× after a full collection instead
// of up to 4×. Storing an upload makes several short-lived copies of its bytes (multipart buffer,
// the database driver's hex text of the bytea, its protocol message); by default 50 uploads left
// ~90 MB of such garbage in an old generation grown to ~140 MB (live: ~40 MB) before V8 collected.
// (--optimize-for-size did the same for memory but cost ~35 % of cache-hit throughput: it also
// changes the JIT.)
// --wasm-num-compilation-tasks=1: the embedded database's 9 MB WebAssembly module is compiled (and
// its hot functions recompiled by the optimizing tier) on one background thread instead of one per
// core; the parallel compile jobs' scratch memory was the process's peak, ~30 MB over its steady
// state (startup peak 231-247 MB before, 204-206 after, three runs each of a fresh server).
// --no-allocation-site-pretenuring: V8 otherwise learns, from a code path whose objects outlive a
// young-generation collection, to allocate that path's objects straight in the old generation, and
// keeps doing so. Cache misses at 10× content (#37: a miss reads 2,000 articles and waits on the
// database) taught it that about the request objects every hit makes too; from then on each cached
// GraphQL hit put ~2.4 KB in the old generation (promoted per scavenge: 3 KB before, 400-450 KB
// after), mark-compacts ran every ~300 ms, and cached GraphQL req/s at 10× fell to 0.57-0.76 of 1×.
// Measured with BENCH_SLICE_LOG and scripts/bench/tools/gc-slices.mjs; with this flag the 10×
// process promotes 3-8 KB per scavenge like the 1× one.
export const serverNodeArgs = ['--enable-source-maps', '--max-semi-space-size=4', '--heap-growing-percent=20', '--wasm-num-compilation-tasks=1', '--no-allocation-site-pretenuring'];

/**
 * MALLOC_ARENA_MAX=1: one malloc arena for every thread. By default glibc gives each thread that
 * allocates (V8's compile and GC helpers, libuv's pool compressing cache entries) an arena of its
 * own, and what one thread freed stays resident in its arena for that thread alone: seeding 50
 * uploads left a helper thread's arena ~18 MB larger at the peak than after. With one arena the
 * freed blocks are reused by whichever thread allocates next (seeding peak, four runs each of the
 * same build: 244-254 MB with the default, 217-224 MB with one arena).
 *
 * MALLOC_MMAP_THRESHOLD_=131072: glibc's malloc otherwise raises its mmap threshold (up to 32 MB)
 * after the first large block is freed, so later large blocks (argon2's 19 MB per login, zlib and
 * the database driver's buffers) come from the arenas, which keep the pages after free: each login
 * and upload then left the serving process larger. A fixed 128 KB threshold returns every large
 * block to the system.
 * A value set in the environment wins (for both).
 */
export const serverEnv = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072' };
