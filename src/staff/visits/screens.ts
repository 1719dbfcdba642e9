// The visit statistics' screen.
import { screen } from '../screen'

export const visitScreens = {
  visits: screen({ kind: 'wizyty', title: 'Wizyty', panel: ['data', 50] }),
}
