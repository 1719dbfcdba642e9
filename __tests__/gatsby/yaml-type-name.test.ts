import { yamlTypeName } from '../../gatsby/yaml-type-name'

describe('yamlTypeName', () => {
  it('names each YAML kind of content/ by the table of content kinds', () => {
    const expected = {
      'site.yaml': 'SiteSettings',
      'teachers.yaml': 'Teacher',
      'school/levels.yaml': 'Level',
      'graduates/2024-25.yaml': 'Graduates',
      'gallery/2003-2004/jaselka/album.yaml': 'GalleryAlbum',
      'gallery/2003-2004/year.yaml': 'GalleryYear',
    }
    const named = Object.keys(expected).map((relativePath) => [
      relativePath,
      yamlTypeName({ node: { relativePath } }),
    ])
    expect(Object.fromEntries(named)).toEqual(expected)
  })

  it('gives a file of no known kind a type of its own, for the checks to report', () => {
    expect(yamlTypeName({ node: { relativePath: 'misc/notes.yaml' } })).toBe('UnknownContentYaml')
  })
})
