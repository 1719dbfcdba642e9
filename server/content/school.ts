import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'js-yaml'
import {
  schoolOptionsOf,
  type BuildingEntry,
  type SchoolOptions,
} from '../../src/domain/enrollment/school'
import type { SchoolNames } from '../../src/domain/enrollment/words'

export type { SchoolOptions }

/**
 * The levels and shifts of content/school/ (the same files the form's selects come from), so that
 * the API accepts exactly what the form offers. Read once at start.
 */
export function loadSchoolOptions(contentDir: string): SchoolOptions {
  const read = reader(contentDir)
  return schoolOptionsOf(
    read<{ id: string }>('levels.yaml').map((level) => level.id),
    read<BuildingEntry>('buildings.yaml'),
  )
}

/** Every level's and shift's name (inactive shifts too: old records name them), for mail and CSV. */
export function loadSchoolNames(contentDir: string): SchoolNames {
  const read = reader(contentDir)
  return {
    levels: read<{ id: string; levelName: string; nameEn?: string }>('levels.yaml').map(
      (level) => ({ id: level.id, name: level.levelName, nameEn: level.nameEn }),
    ),
    shifts: read<{ id: number; name: string; nameEn?: string }>('buildings.yaml').map(
      ({ id, name, nameEn }) => ({ id, name, nameEn }),
    ),
  }
}

const reader =
  (contentDir: string) =>
  <T>(file: string): T[] => {
    const full = path.join(contentDir, 'school', file)
    return existsSync(full) ? ((load(readFileSync(full, 'utf8')) as T[] | null) ?? []) : []
  }
