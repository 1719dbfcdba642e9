// The draft tests' page (issue #36): a form that keeps a draft with useDraft, under the site's
// root providers, and whether the store's code has loaded for it. Each test file is one page load.
import { render } from '@testing-library/react'
import { useDraft } from '../../src/forms/useDraft'
import * as loader from '../../src/state/loader'
import { RootProviders } from '../../src/wrap-root-element'

/** Clean storages, and a tracker's session request never answered in the test's time. */
export function freshTab() {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined))
  })
}

export function renderForm() {
  let loaded = false
  loader.whenClientStateLoads(() => (loaded = true))
  function Form() {
    const { ready, draft, save } = useDraft<{ name: string }>('zapisy-do-szkoly')
    return (
      <div>
        <p>{ready ? `ready ${draft?.name ?? 'none'}` : 'not ready'}</p>
        <button onClick={() => save({ name: 'Ala' })}>save</button>
      </div>
    )
  }
  render(
    <RootProviders>
      <Form />
    </RootProviders>,
  )
  return { isLoaded: () => loaded }
}
