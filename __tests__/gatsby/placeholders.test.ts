import { allMenuItems } from '../../src/domain/menu'
import { placeholderRoutes } from '../../gatsby/create-pages/placeholders'
import { yamlTypeName } from '../../gatsby/yaml-type-name'

describe('placeholder pages', () => {
  const paths = placeholderRoutes().map((page) => page.path)

  it('exist for every menu target', () => {
    for (const item of allMenuItems()) expect(paths).toContain(item.to)
  })

  it('exist for the top-level routes outside the menu', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ankiety/zapisy/',
        '/sessions/',
        '/reports/',
        '/gazda/',
        '/pages/rozklad-zajec/',
      ]),
    )
  })

  it('are created once each', () => {
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('yamlTypeName', () => {
  it('names content/site.yaml SiteSettings and other files by their name', () => {
    expect(yamlTypeName({ node: { relativePath: 'site.yaml' } })).toBe('SiteSettings')
    expect(yamlTypeName({ node: { relativePath: 'school/levels.yaml' } })).toBe('LevelsYaml')
    expect(yamlTypeName({ node: { relativePath: 'parent-duty.yml' } })).toBe('ParentDutyYaml')
  })
})
