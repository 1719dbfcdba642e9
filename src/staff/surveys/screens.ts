// The survey answers' screens: the list with its summary, and one answer.
import { screen } from '../screen'

const kind = 'ankiety'

export const surveyScreens = {
  surveys: screen({ kind, title: 'Ankiety', panel: ['data', 40] }),
  survey: screen({ kind, record: 'number', title: 'Odpowiedź na ankietę', back: 'surveys' }),
}
