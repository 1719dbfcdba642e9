import { bulletinApiPath, pdfChoiceProblem } from '../../src/staff/editors/bulletinPdf'
import { BULLETINS } from '../../src/staff/editors/text/bulletins'

describe('the bulletin’s PDF, as chosen in the editor', () => {
  it('asks for a file when none was chosen', () => {
    expect(pdfChoiceProblem(null)).toBe(BULLETINS.chooseFile)
    expect(pdfChoiceProblem(undefined)).toBe(BULLETINS.chooseFile)
  })

  it('takes a file the browser calls application/pdf, or an untyped one named .pdf', () => {
    expect(pdfChoiceProblem({ name: 'maj.pdf', type: 'application/pdf' })).toBe('')
    expect(pdfChoiceProblem({ name: 'MAJ.PDF', type: '' })).toBe('')
  })

  it('refuses anything else before sending it', () => {
    expect(pdfChoiceProblem({ name: 'zdjecie.png', type: 'image/png' })).toBe(BULLETINS.notPdf)
    expect(pdfChoiceProblem({ name: 'maj.pdf', type: 'image/png' })).toBe(BULLETINS.notPdf)
    expect(pdfChoiceProblem({ name: 'maj', type: '' })).toBe(BULLETINS.notPdf)
  })

  it('addresses the list and one bulletin in the API', () => {
    expect(bulletinApiPath()).toBe('/api/gazda/content/bulletins')
    expect(bulletinApiPath('2026-05-09-biuletyn-maj-2026')).toBe(
      '/api/gazda/content/bulletins/2026-05-09-biuletyn-maj-2026',
    )
  })
})
