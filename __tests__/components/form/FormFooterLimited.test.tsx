// Issue #17: when the server answers 429, the enrolment form and the survey (both built on
// useFormSender and FormFooter) stop sending and show the server's Polish message.
import { screen, waitFor } from '@testing-library/react'
import { FormFooter, useFormSender } from '../../../src/forms/FormEffects'
import { renderForm } from './renderForm'

const MESSAGE =
  'Z tego połączenia wysłano w krótkim czasie zbyt wiele zgłoszeń. Spróbuj ponownie za minutę — wpisane dane zostały zachowane.'

/** The network as the browser sees it: every POST answered 429, a minute to wait. */
function serverAnswering429() {
  const fetch = jest.fn(async () => ({
    ok: false,
    status: 429,
    headers: { get: (name: string) => (name.toLowerCase() === 'retry-after' ? '60' : null) },
    json: async () => ({ code: 'TOO_MANY_ENROLLMENTS', message: MESSAGE }),
  }))
  Object.assign(globalThis, { fetch })
  return fetch
}

type Sender = ReturnType<typeof useFormSender<{ a: string }, unknown>>

/** The end of the form as both forms render it. */
function Footer({ sender }: { sender: Sender }) {
  return (
    <FormFooter
      state={sender.state}
      submitLabel="Wyślij"
      backLabel="Wstecz"
      onBack={() => undefined}
      empty={() => ({ a: '' })}
      onCleared={() => undefined}
      forget={sender.forget}
      styles={{}}
    />
  )
}

describe('a form answered 429', () => {
  const original = globalThis.fetch
  afterEach(() => Object.assign(globalThis, { fetch: original }))

  it('shows the server’s message at once and does not send again', async () => {
    const fetch = serverAnswering429()
    const sent: Promise<unknown>[] = []
    let send: Sender['send'] | undefined
    function Capture() {
      const sender = useFormSender<{ a: string }, unknown>({
        path: '/api/enrollments',
        pending: undefined,
        onPending: () => undefined,
        pathOf: (name) => name,
      })
      send = sender.send
      return <Footer sender={sender} />
    }
    const { user } = renderForm(<Capture />, {
      initialValues: { a: 'x' },
      onSubmit: (values, helpers) => {
        sent.push(send!(values, helpers))
      },
    })
    await user.click(screen.getByRole('button', { name: 'Wyślij' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE))
    await Promise.all(sent)
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
