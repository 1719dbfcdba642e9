import type { GatsbyNode } from 'gatsby'

/** What Gatsby gives onPostBuild, and each of its steps (in a file of its own: no import circle). */
export type PostBuildArgs = Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]
