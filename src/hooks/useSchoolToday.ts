import { useEffect, useState } from 'react'
import { schoolDay, type IsoDay } from '../domain/schoolTime'

/**
 * Today at the school, decided in the visitor's browser (issue #19, DESIGN.md "Pages built weeks
 * ago must still be right today"). The server-rendered HTML and the first render after hydration
 * use the day the site was built (so they match); the browser's clock takes over right after.
 */
export function useSchoolToday(builtAt: string): IsoDay {
  const [today, setToday] = useState(() => schoolDay(new Date(builtAt)))
  useEffect(() => setToday(schoolDay()), [])
  return today
}
