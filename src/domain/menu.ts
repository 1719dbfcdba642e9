// The navigation menu of SPEC.md §2 "Navigation menu": four groups, every label and target.
import {
  CURRENT_GRADUATES_YEAR,
  contentPageAdminPath,
  routes,
  type ContentPageSlug,
} from './routes'
import type { Language } from '../domain/i18n/languages'

/** SPEC.md §3 "Menu item": label, to, optional admin, optional items. */
export interface MenuItem {
  label: string
  /** The label on the English pages (issue #35). */
  en: string
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

const contentPage = (slug: ContentPageSlug, label: string, en: string): MenuItem => ({
  label,
  en,
  to: routes.page(slug),
  admin: contentPageAdminPath(slug),
})

export const MENU: readonly MenuGroup[] = [
  {
    id: 'szkola',
    label: 'Szkoła',
    en: 'School',
    to: routes.page('o-naszej-szkole'),
    items: [
      contentPage('oplaty-za-szkole', 'Opłaty za szkołę', 'Fees'),
      contentPage('o-naszej-szkole', 'O naszej szkole', 'About the school'),
      contentPage('patron-szkoly', 'Patron szkoły', "The school's patron"),
      contentPage('program-nauczania', 'Program nauczania', 'Curriculum'),
      contentPage('regulamin-ucznia', 'Regulamin ucznia', 'Student rules'),
      contentPage('opinia-o-szkole', 'Opinia o szkole', 'Reviews of the school'),
      contentPage('fundusz-stypendialny', 'Fundusz stypendialny', 'Scholarship fund'),
      {
        label: 'Najczęstsze pytania',
        en: 'FAQ',
        to: routes.page('najczestsze-pytania'),
        admin: '/gazda/faq',
      },
      { label: 'Sponsorzy', en: 'Sponsors', to: routes.page('sponsors') },
    ],
  },
  {
    id: 'uczniowie',
    label: 'Uczniowie',
    en: 'Students',
    to: routes.textbooks(),
    items: [
      { label: 'Podręczniki szkolne', en: 'Textbooks', to: routes.textbooks() },
      { label: 'Kalendarz zajęć', en: 'Class calendar', to: routes.calendar() },
      {
        label: 'Maturzyści 2024/25',
        en: 'Graduates 2024/25',
        to: routes.graduates(CURRENT_GRADUATES_YEAR),
      },
      { label: 'Galeria zdjęć', en: 'Photo gallery', to: routes.gallery() },
      contentPage('legitymacje-szkolne', 'Legitymacje szkolne', 'Student ID cards'),
      { label: 'Zadania domowe', en: 'Homework', to: routes.homework() },
    ],
  },
  {
    id: 'rodzice',
    label: 'Rodzice',
    en: 'Parents',
    to: routes.enrollment(),
    items: [
      { label: 'Zapisy do szkoły', en: 'Enrollment', to: routes.enrollment() },
      { label: 'Wiadomości', en: 'News', to: routes.news(), admin: '/gazda/new' },
      {
        label: 'Biuletyny szkolne',
        en: 'School bulletins',
        to: routes.bulletins(),
        admin: '/gazda/biuletin',
      },
      { label: 'Formularze szkolne', en: 'School forms', to: routes.schoolForms() },
      { label: 'Dyżury rodziców', en: 'Parent duty', to: routes.parentDuty() },
    ],
  },
  {
    id: 'kontakt',
    label: 'Kontakt',
    en: 'Contact',
    to: routes.teachers(),
    items: [
      { label: 'Grono nauczycielskie', en: 'Teachers', to: routes.teachers() },
      {
        label: 'Komitet rodzicielski',
        en: "Parents' committee",
        to: routes.page('komitet-rodzicielski'),
      },
      contentPage('skarbnik', 'Skarbnik', 'Treasurer'),
      contentPage('administrator', 'Administrator', 'Administrator'),
      contentPage('zatrudnienie', 'Zatrudnienie', 'Jobs'),
      { label: 'Lokalizacja', en: 'Location', to: routes.page('lokalizacja') },
      contentPage('adres-korespondencyjny', 'Adres korespondencyjny', 'Mailing address'),
    ],
  },
]

/** An item's label in a language. */
export const menuLabel = (item: Pick<MenuItem, 'label' | 'en'>, language: Language) =>
  language === 'en' ? item.en : item.label

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
