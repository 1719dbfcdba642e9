import { graphql, useStaticQuery } from 'gatsby'

export interface Level {
  levelId: string
  levelName: string
}

/** The school's levels from content/school/levels.yaml, in the file's order. */
export function useLevels(): { levels: Level[]; nameOf: (id: string) => string } {
  const data = useStaticQuery<{ allLevel: { nodes: Level[] } }>(graphql`
    query Levels {
      allLevel {
        nodes {
          levelId
          levelName
        }
      }
    }
  `)
  const levels = data.allLevel.nodes
  const names = new Map(levels.map((level) => [level.levelId, level.levelName]))
  return { levels, nameOf: (id) => names.get(id) ?? id }
}
