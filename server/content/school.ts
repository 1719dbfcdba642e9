import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'js-yaml'

export interface SchoolOptions {
  levels: Set<string>
  /** The shifts enrolment offers: active ones with at least one level, by id. */
  shifts: Map<number, Set<string>>
}

interface BuildingFile {
  id: number
  active: boolean
  levels?: string[]
}

/**
 * The levels and shifts of content/school/ (the same files the form's selects come from), so that
 * the API accepts exactly what the form offers. Read once at start.
 */
export function loadSchoolOptions(contentDir: string): SchoolOptions {
  const read = <T>(file: string): T[] => {
    const full = path.join(contentDir, 'school', file)
    return existsSync(full) ? ((load(readFileSync(full, 'utf8')) as T[] | null) ?? []) : []
  }
  const levels = new Set(read<{ id: string }>('levels.yaml').map((level) => level.id))
  const shifts = new Map<number, Set<string>>()
  for (const building of read<BuildingFile>('buildings.yaml')) {
    if (building.active && building.levels && building.levels.length > 0) {
      shifts.set(building.id, new Set(building.levels))
    }
  }
  return { levels, shifts }
}
