// The navigation menu of SPEC.md §2 "Navigation menu": four groups, every label and target.
import {
  CURRENT_GRADUATES_YEAR,
  contentPageAdminPath,
  routes,
  type ContentPageSlug,
} from './routes'

/** SPEC.md §3 "Menu item": label, to, optional admin, optional items. */
export interface MenuItem {
  label: string
  to: string
  /** The staff-area counterpart, shown only to a logged-in user. */
  admin?: string
  items?: MenuItem[]
}

export interface MenuGroup extends MenuItem {
  /** Stable key used as the Layout's `menu` prop. */
  id: MenuGroupId
  items: MenuItem[]
}

export type MenuGroupId = 'szkola' | 'uczniowie' | 'rodzice' | 'kontakt'

const contentPage = (slug: ContentPageSlug, label: string): MenuItem => ({
  label,
  to: routes.page(slug),
  admin: contentPageAdminPath(slug),
})

export const MENU: readonly MenuGroup[] = [
  {
    id: 'szkola',
    label: 'Szkoła',
    to: routes.page('o-naszej-szkole'),
    items: [
      contentPage('oplaty-za-szkole', 'Opłaty za szkołę'),
      contentPage('o-naszej-szkole', 'O naszej szkole'),
      contentPage('patron-szkoly', 'Patron szkoły'),
      contentPage('program-nauczania', 'Program nauczania'),
      contentPage('regulamin-ucznia', 'Regulamin ucznia'),
      contentPage('opinia-o-szkole', 'Opinia o szkole'),
      contentPage('fundusz-stypendialny', 'Fundusz stypendialny'),
      { label: 'Najczęstsze pytania', to: routes.page('najczestsze-pytania'), admin: '/gazda/faq' },
      { label: 'Sponsorzy', to: routes.page('sponsors') },
    ],
  },
  {
    id: 'uczniowie',
    label: 'Uczniowie',
    to: routes.textbooks(),
    items: [
      { label: 'Podręczniki szkolne', to: routes.textbooks() },
      { label: 'Kalendarz zajęć', to: routes.calendar() },
      { label: 'Maturzyści 2024/25', to: routes.graduates(CURRENT_GRADUATES_YEAR) },
      { label: 'Galeria zdjęć', to: routes.gallery() },
      contentPage('legitymacje-szkolne', 'Legitymacje szkolne'),
      { label: 'Zadania domowe', to: routes.homework() },
    ],
  },
  {
    id: 'rodzice',
    label: 'Rodzice',
    to: routes.enrollment(),
    items: [
      { label: 'Zapisy do szkoły', to: routes.enrollment() },
      { label: 'Wiadomości', to: routes.news(), admin: '/gazda/new' },
      { label: 'Biuletyny szkolne', to: routes.bulletins(), admin: '/gazda/biuletin' },
      { label: 'Formularze szkolne', to: routes.schoolForms() },
      { label: 'Dyżury rodziców', to: routes.parentDuty() },
    ],
  },
  {
    id: 'kontakt',
    label: 'Kontakt',
    to: routes.teachers(),
    items: [
      { label: 'Grono nauczycielskie', to: routes.teachers() },
      { label: 'Komitet rodzicielski', to: routes.page('komitet-rodzicielski') },
      contentPage('skarbnik', 'Skarbnik'),
      contentPage('administrator', 'Administrator'),
      contentPage('zatrudnienie', 'Zatrudnienie'),
      { label: 'Lokalizacja', to: routes.page('lokalizacja') },
      contentPage('adres-korespondencyjny', 'Adres korespondencyjny'),
    ],
  },
]

/** The Layout's current section (`menu`) and item (`submenu`). */
export interface MenuMarks {
  menu?: MenuGroupId
  submenu?: string
}

/** Every menu item of every group, flat, in menu order. */
export function allMenuItems(menu: readonly MenuGroup[] = MENU): MenuItem[] {
  return menu.flatMap((group) => group.items)
}

/**
 * The section and item a path belongs to: the item whose target is the path itself, or else the
 * one whose target is the longest prefix of it (a news item belongs to "Wiadomości").
 */
export function menuMarksFor(path: string, menu: readonly MenuGroup[] = MENU): MenuMarks {
  let best: { group: MenuGroup; item: MenuItem } | undefined
  for (const group of menu) {
    for (const item of group.items) {
      const matches = path === item.to || (item.to !== '/' && path.startsWith(item.to))
      if (matches && (!best || item.to.length > best.item.to.length)) best = { group, item }
    }
  }
  return best ? { menu: best.group.id, submenu: best.item.to } : {}
}

/** SPEC.md §9: a submenu closes 1 s after the pointer leaves it. */
export const SUBMENU_CLOSE_DELAY_MS = 1000
