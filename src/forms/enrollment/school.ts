// The levels and shifts the enrolment page offers, from content/school/ through the page query.
import { graphql } from 'gatsby'
import { useMemo } from 'react'
import type { SelectOption } from '../../components/form/SelectField'
import {
  isOffered,
  schoolOptionsOf,
  type BuildingEntry,
  type SchoolOptions,
} from '../../domain/enrollment/school'
import type { Language } from '../../domain/i18n/languages'
import { useLanguage } from '../../i18n/useText'

export interface LevelNode {
  levelId: string
  levelName: string
  /** The English name (issue #35); the Polish one where none is given. */
  nameEn?: string | null
}

export interface BuildingNode {
  buildingId: number
  name: string
  nameEn?: string | null
  active: boolean
  levels: readonly string[] | null
}

export interface SchoolChoices {
  options: SchoolOptions
  /** Levels taught on at least one offered shift, in the order of levels.yaml. */
  levels: SelectOption[]
  shifts: { id: number; name: string; levels: readonly string[] }[]
}

export function schoolChoicesOf(
  levels: readonly LevelNode[],
  buildings: readonly BuildingNode[],
  language: Language = 'pl',
): SchoolChoices {
  const named = (polish: string, english?: string | null) =>
    language === 'en' && english ? english : polish
  const entries: BuildingEntry[] = buildings.map((building) => ({
    id: building.buildingId,
    active: building.active,
    levels: building.levels,
  }))
  const shifts = buildings
    .filter((building) =>
      isOffered({ id: building.buildingId, active: building.active, levels: building.levels }),
    )
    .map((building) => ({
      id: building.buildingId,
      name: named(building.name, building.nameEn),
      levels: building.levels ?? [],
    }))
  const taught = new Set(shifts.flatMap((shift) => shift.levels))
  return {
    options: schoolOptionsOf(
      levels.map((level) => level.levelId),
      entries,
    ),
    levels: levels
      .filter((level) => taught.has(level.levelId))
      .map((level) => ({ value: level.levelId, label: named(level.levelName, level.nameEn) })),
    shifts,
  }
}

/** The shifts a student can choose: those teaching the chosen level, or all before one is chosen. */
export function shiftOptionsFor(school: SchoolChoices, level: string): SelectOption[] {
  return school.shifts
    .filter(
      (shift) => level === '' || shift.levels.includes(level) || !school.options.levels.has(level),
    )
    .map((shift) => ({ value: String(shift.id), label: shift.name }))
}

export const levelName = (school: SchoolChoices, id: string) =>
  school.levels.find((level) => level.value === id)?.label ?? id

export const shiftName = (school: SchoolChoices, id: string) =>
  school.shifts.find((shift) => String(shift.id) === id)?.name ?? id

/** What a form page's query asks for (`...SchoolChoices`), and the choices made of it. */
export interface SchoolChoicesData {
  levels: { nodes: LevelNode[] }
  buildings: { nodes: BuildingNode[] }
}

export const schoolChoicesFragment = graphql`
  fragment SchoolChoices on Query {
    levels: allLevel {
      nodes {
        levelId
        levelName
        nameEn
      }
    }
    buildings: allBuilding {
      nodes {
        buildingId
        name
        nameEn
        active
        levels
      }
    }
  }
`

export function useSchoolChoices({ levels, buildings }: SchoolChoicesData): SchoolChoices {
  const language = useLanguage()
  return useMemo(
    () => schoolChoicesOf(levels.nodes, buildings.nodes, language),
    [levels, buildings, language],
  )
}
