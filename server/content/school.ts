import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'js-yaml'
import {
  schoolOptionsOf,
  type BuildingEntry,
  type SchoolOptions,
} from '../../src/domain/enrollment/school'

export type { SchoolOptions }

/**
 * The levels and shifts of content/school/ (the same files the form's selects come from), so that
 * the API accepts exactly what the form offers. Read once at start.
 */
export function loadSchoolOptions(contentDir: string): SchoolOptions {
  const read = <T>(file: string): T[] => {
    const full = path.join(contentDir, 'school', file)
    return existsSync(full) ? ((load(readFileSync(full, 'utf8')) as T[] | null) ?? []) : []
  }
  return schoolOptionsOf(
    read<{ id: string }>('levels.yaml').map((level) => level.id),
    read<BuildingEntry>('buildings.yaml'),
  )
}
