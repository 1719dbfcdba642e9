// Level and shift names from content/school/ (the staff page's query): the API stores their ids.
import { createContext, useContext } from 'react'
import { SUBJECT_OPTIONS } from '../domain/enrollment/constants'

export interface SchoolNames {
  levels: { id: string; name: string }[]
  shifts: { id: number; name: string }[]
}

export const SchoolContext = createContext<SchoolNames>({ levels: [], shifts: [] })

export function useSchool() {
  const school = useContext(SchoolContext)
  return {
    ...school,
    levelName: (id: string) => school.levels.find((level) => level.id === id)?.name ?? id,
    shiftName: (id: number | string) =>
      school.shifts.find((shift) => String(shift.id) === String(id))?.name ?? String(id),
  }
}

export const subjectLabel = (value: string) =>
  SUBJECT_OPTIONS.find((option) => option.value === value)?.label ?? value
