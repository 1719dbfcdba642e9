// The least of XMLHttpRequest that uploadFile uses: jsdom has no server to answer it.
import { act } from '@testing-library/react'

export class FakeXhr {
  static sent: FakeXhr[] = []
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  status = 0
  responseText = ''
  method = ''
  url = ''
  body: FormData | undefined
  aborted = false

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }

  send(body: FormData) {
    this.body = body
    FakeXhr.sent.push(this)
  }

  abort() {
    this.aborted = true
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }))
  }

  /** Answers with a JSON body; awaits the promise callbacks that follow. */
  async respond(status: number, body: object) {
    this.status = status
    this.responseText = JSON.stringify(body)
    await act(async () => this.onload?.())
  }
}

/** Installs FakeXhr for the tests of the calling file. */
export function installFakeXhr() {
  const real = window.XMLHttpRequest
  beforeEach(() => {
    FakeXhr.sent = []
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
  })
  afterEach(() => {
    window.XMLHttpRequest = real
  })
}

export function lastRequest(): FakeXhr {
  const request = FakeXhr.sent[FakeXhr.sent.length - 1]
  if (!request) throw new Error('No upload was sent.')
  return request
}
