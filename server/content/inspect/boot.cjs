// The worker's entry: Node runs TypeScript only through tsx, in a worker as in the server (which
// `tsx server/main.ts` starts) or in jest (whose transform a worker does not inherit).
require('tsx/cjs/api').register()
require('./worker.ts')
