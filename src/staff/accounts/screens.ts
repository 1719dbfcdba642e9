// The staff accounts' screen.
import { screen } from '../screen'

export const accountScreens = {
  accounts: screen({ kind: 'konta', title: 'Konta pracowników', panel: ['data', 70] }),
}
