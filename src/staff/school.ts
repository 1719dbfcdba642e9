// Level and shift names from content/school/ (the staff page's query): the API stores their ids.
// The words are src/domain/enrollment/words.ts's, as the CSV and the parents' mail say them.
import { createContext, useContext } from 'react'
import { levelWord, shiftWord, subjectWord, type SchoolNames } from '../domain/enrollment/words'

export type { SchoolNames }

export const SchoolContext = createContext<SchoolNames>({ levels: [], shifts: [] })

export function useSchool() {
  const school = useContext(SchoolContext)
  return {
    ...school,
    levelName: (id: string) => levelWord(school, id),
    shiftName: (id: number | string) => shiftWord(school, id),
  }
}

export const subjectLabel = subjectWord
