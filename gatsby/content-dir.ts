import path from 'node:path'

// The folder the site is built from: CONTENT_DIR when set, as for the server (server/config.ts,
// whose publisher passes it to the build), content/ otherwise. Issue #9's build-scaling bench
// points it at synthetic content outside the repository.
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR || 'content')
