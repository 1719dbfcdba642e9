// The unsent mail's screen.
import { screen } from '../screen'

export const outboxScreens = {
  outbox: screen({ kind: 'poczta', title: 'Poczta do wysłania', panel: ['data', 80] }),
}
