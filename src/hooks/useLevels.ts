import { graphql, useStaticQuery } from 'gatsby'
import type { Language } from '../domain/i18n/languages'
import { useLanguage } from '../i18n/useText'

export interface Level {
  levelId: string
  levelName: string
}

/**
 * A level's name in English (issue #35, the glossary): "Klasa 3" is "Grade 3", zerówka the
 * "Kindergarten (Zerówka)"; "Liceum 2" stays, as the glossary keeps it. The names are the school's
 * content (content/school/levels.yaml), their ids fixed: a level the rules do not know keeps its
 * Polish name.
 */
export function levelNameIn(level: Level, language: Language): string {
  if (language === 'pl') return level.levelName
  if (level.levelId === 'zerowka') return 'Kindergarten (Zerówka)'
  const grade = /^klasa-(\d+)$/.exec(level.levelId)
  return grade ? `Grade ${grade[1]}` : level.levelName
}

/** The school's levels from content/school/levels.yaml, in the file's order, named in the page's language. */
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
  const language = useLanguage()
  const levels = data.allLevel.nodes.map((level) => ({
    ...level,
    levelName: levelNameIn(level, language),
  }))
  const names = new Map(levels.map((level) => [level.levelId, level.levelName]))
  return { levels, nameOf: (id) => names.get(id) ?? id }
}
