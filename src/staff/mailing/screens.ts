// The mailing lists' screens (issue #34): the lists, and a message to the parents.
import { screen } from '../screen'

const compose = 'wiadomosc-do-rodzicow'

export const mailingScreens = {
  mailing: screen({ kind: 'listy-mailowe', title: 'Listy mailowe', panel: ['data', 30] }),
  mailCompose: screen({ kind: compose, title: 'Wiadomość do rodziców', teachers: true }),
}
