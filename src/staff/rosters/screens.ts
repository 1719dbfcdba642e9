// The class lists' screens (issue #31): every class, and one class.
import { screen } from '../screen'

const kind = 'listy-klas'

export const rosterScreens = {
  rosters: screen({ kind, title: 'Listy klas', panel: ['data', 20], teachers: true }),
  roster: screen({ kind, record: 'roster', title: 'Klasa', back: 'rosters' }),
}
