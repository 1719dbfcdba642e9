import { act, screen, within } from '@testing-library/react'
import { FileUpload } from '../../../src/components/form/FileUpload'
import { UPLOAD_DONE_INDICATOR_MS } from '../../../src/components/form/useUploads'
import { FakeXhr, lastRequest, installFakeXhr } from './fakeXhr'
import { renderForm } from './renderForm'

installFakeXhr()

const UNSUPPORTED =
  'Ten rodzaj pliku nie jest przyjmowany. Prześlij zdjęcie (JPG, PNG, GIF, WebP, HEIC) lub PDF.'
const pdf = (name = 'świadectwo.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' })
const STORED = {
  url: '/api/uploads/0b6f5c1e-1111-4a5b-8c9d-0123456789ab',
  uuid: '0b6f5c1e-1111-4a5b-8c9d-0123456789ab',
  name: 'świadectwo.pdf',
  type: 'application/pdf',
  size: 8,
}

function renderUpload(props: { url?: string } = {}, advanceTimers?: (ms: number) => void) {
  return renderForm(
    <FileUpload name="documents" label="Dokumenty" accept="image/*,application/pdf" {...props} />,
    { initialValues: { documents: [] }, advanceTimers },
  )
}

const input = () => screen.getByLabelText('Dokumenty')
/** A file's row, found by the name it shows (CSS module classes keep their names in jest). */
const fileItem = (name: string) =>
  screen.getByText(name, { selector: '.name' }).closest('li') as HTMLElement

describe('FileUpload', () => {
  afterEach(() => jest.useRealTimers())

  it('is a file input under its label, with the accept types', () => {
    renderUpload()
    expect(input()).toHaveAttribute('type', 'file')
    expect(input()).toHaveAttribute('id', 'formulate-documents')
    expect(input()).toHaveAttribute('accept', 'image/*,application/pdf')
  })

  it('POSTs each chosen file as the multipart field "file" to /api/uploads', async () => {
    const { user } = renderUpload()
    const file = pdf()
    await user.upload(input(), file)
    const request = lastRequest()
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/api/uploads')
    expect(request.body?.get('file')).toBe(file)
  })

  it('POSTs to the url prop when one is given', async () => {
    const { user } = renderUpload({ url: '/api/ankieta/pliki' })
    await user.upload(input(), pdf())
    expect(lastRequest().url).toBe('/api/ankieta/pliki')
  })

  it('shows the upload progress in a labelled progress bar', async () => {
    const { user } = renderUpload()
    await user.upload(input(), pdf())
    lastRequest().progress(2, 5)
    const bar = screen.getByRole('progressbar', { name: 'Przesyłanie pliku świadectwo.pdf' })
    expect(bar).toHaveAttribute('value', '40')
    expect(fileItem('świadectwo.pdf')).toHaveTextContent('40 %')
  })

  it(`stores the uploaded file and shows "Przesłano" for ${UPLOAD_DONE_INDICATOR_MS} ms`, async () => {
    jest.useFakeTimers()
    const { user, values } = renderUpload({}, jest.advanceTimersByTime)
    await user.upload(input(), pdf())
    await lastRequest().respond(201, STORED)
    const { size: _size, ...entry } = STORED
    expect(values().documents).toEqual([entry])
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(within(fileItem('świadectwo.pdf')).getByText('Przesłano')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(UPLOAD_DONE_INDICATOR_MS - 1))
    expect(screen.getByText('Przesłano')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByText('Przesłano')).not.toBeInTheDocument()
    expect(fileItem('świadectwo.pdf')).toBeInTheDocument()
  })

  it("shows the server's message beside a refused file and stores nothing", async () => {
    const { user, values } = renderUpload()
    await user.upload(input(), [pdf('zdjęcie.pdf'), pdf('skan.pdf')])
    const [, refused] = FakeXhr.sent
    await refused?.respond(415, { code: 'UNSUPPORTED_FILE_TYPE', message: UNSUPPORTED })
    expect(within(fileItem('skan.pdf')).getByRole('alert')).toHaveTextContent(UNSUPPORTED)
    expect(within(fileItem('zdjęcie.pdf')).queryByRole('alert')).not.toBeInTheDocument()
    expect(values().documents).toEqual([])
  })

  it('keeps every file when two uploads finish before the form renders again', async () => {
    const { user, values } = renderUpload()
    await user.upload(input(), [pdf('a.pdf'), pdf('b.pdf')])
    const [a, b] = FakeXhr.sent as [FakeXhr, FakeXhr]
    await act(async () => {
      a.status = b.status = 201
      a.responseText = JSON.stringify({ ...STORED, name: 'a.pdf', url: '/a', uuid: 'a' })
      b.responseText = JSON.stringify({ ...STORED, name: 'b.pdf', url: '/b', uuid: 'b' })
      a.onload?.()
      b.onload?.()
    })
    expect(values().documents.map((file: { name: string }) => file.name)).toEqual([
      'a.pdf',
      'b.pdf',
    ])
  })

  it('removes an uploaded file from the value with its remove button', async () => {
    const { user, values } = renderUpload()
    await user.upload(input(), pdf())
    await lastRequest().respond(201, STORED)
    await user.click(screen.getByRole('button', { name: 'Usuń świadectwo.pdf' }))
    expect(values().documents).toEqual([])
    expect(screen.queryByText('świadectwo.pdf', { selector: '.name' })).not.toBeInTheDocument()
  })

  it('stops an upload in flight with its remove button', async () => {
    const { user } = renderUpload()
    await user.upload(input(), pdf())
    await user.click(screen.getByRole('button', { name: 'Usuń świadectwo.pdf' }))
    expect(lastRequest().aborted).toBe(true)
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})
