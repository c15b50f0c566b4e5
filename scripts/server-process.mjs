// How the compiled server is run, shared by `npm start` and `npm run bench` so the bench measures
// what production runs.
// --max-semi-space-size=4: V8's young generation otherwise grows to 2 × 16 MB semi-spaces under
// upload and seeding load and keeps them (~20 MB of RSS); cache hits allocate little, so the
// smaller nursery costs no measurable throughput.
export const serverNodeArgs = ['--enable-source-maps', '--max-semi-space-size=4'];
