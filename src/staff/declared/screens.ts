// Every declared kind's list and record (issue #30), at /gazda/{its path}/: titled by it. No word
// of their own: routes.ts reads the kinds' paths from their declarations.
import { screen } from '../screen'

export const declaredScreens = {
  declaredList: screen({ title: 'Treści' }),
  declaredRecord: screen({ record: 'declared', title: 'Wpis', back: 'declaredList' }),
}
