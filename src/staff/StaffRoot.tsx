// The staff app on the browser's store, loaded with it by src/pages/gazda/[...].tsx: react-redux's
// Provider is in the staff chunk, not in the public pages' JavaScript (issue #20).
import { Provider } from 'react-redux'
import type { ClientState } from '../state/clientState'
import StaffApp, { type StaffAppProps } from './StaffApp'

export default function StaffRoot({ client, ...props }: StaffAppProps & { client: ClientState }) {
  return (
    <Provider store={client.store}>
      <StaffApp {...props} />
    </Provider>
  )
}
