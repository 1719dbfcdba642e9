// The panel at /gazda/, and the screen of an address no screen has.
import { screen } from '../screen'

export const dashboardScreens = {
  dashboard: screen({ title: 'Panel gazdy' }),
  notFound: screen({ title: 'Nie znaleziono' }),
}
