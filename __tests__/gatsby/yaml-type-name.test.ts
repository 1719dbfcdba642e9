import { yamlTypeName } from '../../gatsby/yaml-type-name'

describe('yamlTypeName', () => {
  it('names each YAML kind of content/ by the table of content kinds', () => {
    const type = (relativePath: string) => yamlTypeName({ node: { relativePath } })
    expect(type('site.yaml')).toBe('SiteSettings')
    expect(type('teachers.yaml')).toBe('Teacher')
    expect(type('school/levels.yaml')).toBe('Level')
    expect(type('graduates/2024-25.yaml')).toBe('Graduates')
    expect(type('gallery/2003-2004/jaselka/album.yaml')).toBe('GalleryAlbum')
    expect(type('gallery/2003-2004/year.yaml')).toBe('GalleryYear')
  })

  it('gives a file of no known kind a type of its own, for the checks to report', () => {
    expect(yamlTypeName({ node: { relativePath: 'misc/notes.yaml' } })).toBe('UnknownContentYaml')
  })
})
