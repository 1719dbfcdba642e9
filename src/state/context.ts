// The client state as components see it: null on the server, in the first client render and
// until its code has loaded (./loader.ts), so the server's HTML and the first render are the same.
import { createContext, useContext } from 'react'
import type { ClientState } from './clientState'

export const ClientStateContext = createContext<ClientState | null>(null)

export const useClientState = (): ClientState | null => useContext(ClientStateContext)
