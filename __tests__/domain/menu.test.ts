import { MENU, allMenuItems, menuMarksFor, SUBMENU_CLOSE_DELAY_MS } from '../../src/domain/menu'

describe('the navigation menu (SPEC.md §2)', () => {
  it('has the four groups Szkoła, Uczniowie, Rodzice and Kontakt, in that order', () => {
    expect(MENU.map((group) => group.label)).toEqual(['Szkoła', 'Uczniowie', 'Rodzice', 'Kontakt'])
  })

  it('lists every target of the spec, group by group, in order', () => {
    expect(MENU.map((group) => group.items.map((item) => item.to))).toEqual([
      [
        '/pages/oplaty-za-szkole/',
        '/pages/o-naszej-szkole/',
        '/pages/patron-szkoly/',
        '/pages/program-nauczania/',
        '/pages/regulamin-ucznia/',
        '/pages/opinia-o-szkole/',
        '/pages/fundusz-stypendialny/',
        '/pages/najczestsze-pytania/',
        '/pages/sponsors/',
      ],
      [
        '/podreczniki-szkolne/',
        '/kalendarz-zajec/',
        '/maturzysci/2024-25/',
        '/galeria-zdjec/',
        '/pages/legitymacje-szkolne/',
        '/zadania-domowe/',
      ],
      [
        '/zapisy-do-szkoly/',
        '/wiadomosci/',
        '/biuletyny-szkolne/',
        '/formy-szkolne/',
        '/dyzury-rodzicow/',
      ],
      [
        '/grono-nauczycielskie/',
        '/pages/komitet-rodzicielski/',
        '/pages/skarbnik/',
        '/pages/administrator/',
        '/pages/zatrudnienie/',
        '/pages/lokalizacja/',
        '/pages/adres-korespondencyjny/',
      ],
    ])
  })

  it('labels the graduates item "Maturzyści 2024/25"', () => {
    expect(allMenuItems().find((item) => item.to === '/maturzysci/2024-25/')?.label).toBe(
      'Maturzyści 2024/25',
    )
  })

  it('gives every target a trailing slash and a non-empty label', () => {
    for (const item of allMenuItems()) {
      expect(item.to).toMatch(/^\/.*\/$/)
      expect(item.label.trim()).not.toBe('')
    }
  })

  it.each([
    ['/pages/zatrudnienie/', '/gazda/page/1/'],
    ['/pages/oplaty-za-szkole/', '/gazda/page/7/'],
    ['/pages/administrator/', '/gazda/page/13/'],
    ['/pages/najczestsze-pytania/', '/gazda/faq'],
    ['/wiadomosci/', '/gazda/new'],
    ['/biuletyny-szkolne/', '/gazda/biuletin'],
    ['/pages/sponsors/', undefined],
  ])(
    'links content pages to /gazda/page/{n}/ by their place among the thirteen slugs: %s to %s',
    (to, admin) => {
      expect(allMenuItems().find((item) => item.to === to)?.admin).toBe(admin)
    },
  )

  it('closes a submenu one second after the pointer leaves', () => {
    expect(SUBMENU_CLOSE_DELAY_MS).toBe(1000)
  })
})

describe('menuMarksFor', () => {
  it('marks the group and item whose target is the path', () => {
    expect(menuMarksFor('/kalendarz-zajec/')).toEqual({
      menu: 'uczniowie',
      submenu: '/kalendarz-zajec/',
    })
  })

  it('marks the list item for a page below it', () => {
    expect(menuMarksFor('/wiadomosci/nowy-rok-szkolny/')).toEqual({
      menu: 'rodzice',
      submenu: '/wiadomosci/',
    })
  })

  it('marks nothing for a page outside the menu', () => {
    expect(menuMarksFor('/')).toEqual({})
    expect(menuMarksFor('/pages/rozklad-zajec/')).toEqual({})
  })
})
