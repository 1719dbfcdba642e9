// The content editors' screens (SPEC.md §2: /gazda/faq, /gazda/page/{n}/, /gazda/new,
// /gazda/biuletin, /gazda/alert): the FAQ, the content pages, news, bulletins and the alert.
import { screen } from '../screen'

export const editorScreens = {
  faq: screen({ kind: 'faq', title: 'Najczęstsze pytania', panel: ['content', 50] }),
  page: screen({ kind: 'page', record: 'page', title: 'Strona' }),
  news: screen({ kind: 'new', title: 'Wiadomości', panel: ['content', 10] }),
  newsItem: screen({ kind: 'new', record: 'file', title: 'Wiadomość', back: 'news' }),
  alert: screen({ kind: 'alert', title: 'Komunikat na stronie', panel: ['content', 60] }),
  bulletins: screen({ kind: 'biuletin', title: 'Biuletyny szkolne', panel: ['content', 20] }),
  bulletin: screen({ kind: 'biuletin', record: 'file', title: 'Biuletyn', back: 'bulletins' }),
}
