// What the school offers on the enrolment form (content/school/): levels, and the shifts that are
// active with at least one level. The form's selects and the API check choices against the same.
// The page reads the offer from here; the check of a student's choices, with the labels and
// messages it needs, is schoolErrors.ts (the form's and the API's).

export interface SchoolOptions {
  levels: ReadonlySet<string>
  /** The shifts enrolment offers, by id, each with the levels it teaches. */
  shifts: ReadonlyMap<number, ReadonlySet<string>>
}

/** A building (shift) as content/school/buildings.yaml gives it. */
export interface BuildingEntry {
  id: number
  active: boolean
  levels?: readonly string[] | null
}

/** Only active shifts with at least one level are offered (SPEC.md §3 "Student block"). */
export function isOffered(building: BuildingEntry): boolean {
  return building.active && (building.levels?.length ?? 0) > 0
}

export function schoolOptionsOf(
  levelIds: readonly string[],
  buildings: readonly BuildingEntry[],
): SchoolOptions {
  const shifts = new Map<number, ReadonlySet<string>>()
  for (const building of buildings) {
    if (isOffered(building)) shifts.set(building.id, new Set(building.levels))
  }
  return { levels: new Set(levelIds), shifts }
}
