// The history of changes (an editor's) and the audit log (an admin's).
import { screen } from '../screen'

export const historyScreens = {
  history: screen({ kind: 'historia', title: 'Historia zmian', panel: ['content', 70] }),
  audit: screen({ kind: 'audyt', title: 'Dziennik audytu', panel: ['data', 60] }),
}
