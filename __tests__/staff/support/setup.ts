// The setups the staff screens' test files share, each called once at the top of a file.
import { configure } from '@testing-library/react'
import { navigate } from 'gatsby'

/** Each test starts with no navigation recorded and no draft kept in session storage. */
export function startEachTestFresh() {
  beforeEach(() => {
    ;(navigate as jest.Mock).mockClear()
    sessionStorage.clear()
  })
}

/** The machine running the tests may be busy: a screen's first render can take over a second. */
export function waitForSlowRenders() {
  configure({ asyncUtilTimeout: 5000 })
}
