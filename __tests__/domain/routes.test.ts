import { contentPageAdminPath, routes, withTrailingSlash } from '../../src/domain/routes'

describe('routes', () => {
  it('builds every route with a trailing slash', () => {
    expect(routes.galleryYear('1998-1999')).toBe('/galeria-zdjec/rok-szkolny-1998-1999/')
    expect(routes.galleryAlbum('2024-2025', 'jaselka')).toBe(
      '/galeria-zdjec/rok-szkolny-2024-2025/jaselka/',
    )
    expect(routes.homeworkItem(786)).toBe('/zadania-domowe/786/')
    expect(routes.graduates('2016-17')).toBe('/maturzysci/2016-17/')
    expect(routes.page('lokalizacja')).toBe('/pages/lokalizacja/')
    expect(routes.staffRecord('enrollment', 12)).toBe('/gazda/enrollment/12/')
  })

  it('numbers the admin paths of the thirteen content pages from 1 in the spec order', () => {
    expect(contentPageAdminPath('zatrudnienie')).toBe('/gazda/page/1/')
    expect(contentPageAdminPath('rozklad-zajec')).toBe('/gazda/page/3/')
    expect(contentPageAdminPath('administrator')).toBe('/gazda/page/13/')
  })

  it('adds a trailing slash and keeps the query and hash', () => {
    expect(withTrailingSlash('/wiadomosci')).toBe('/wiadomosci/')
    expect(withTrailingSlash('/wiadomosci/')).toBe('/wiadomosci/')
    expect(withTrailingSlash('/wiadomosci?strona=2#x')).toBe('/wiadomosci/?strona=2#x')
  })
})
