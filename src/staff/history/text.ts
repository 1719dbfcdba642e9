// /gazda/historia/ and /gazda/audyt/: the history of changes and the audit log.
import { DECLARATIONS } from '../../domain/content/declarations'
import { screenTitle } from '../routes'

export const HISTORY = {
  filters: 'Filtr historii',
  kind: 'Rodzaj',
  all: 'Wszystkie',
  kinds: {
    faq: 'Najczęstsze pytania',
    page: 'Strona',
    news: 'Wiadomość',
    alert: 'Komunikat',
    bulletin: 'Biuletyn',
    gallery: 'Galeria',
    enrollment: 'Zgłoszenie',
    staff: 'Konto',
    roster: 'Klasa',
    mailing: 'Listy mailowe',
    ...Object.fromEntries(DECLARATIONS.map((declaration) => [declaration.kind, declaration.title])),
  } as Record<string, string>,
  actions: {
    create: 'utworzenie',
    update: 'zmiana',
    publish: 'publikacja',
    unpublish: 'wycofanie',
    delete: 'usunięcie',
    read: 'odczyt',
    list: 'przeglądanie listy',
    export: 'eksport',
    status: 'zmiana statusu',
    send: 'ponowne wysłanie',
    print: 'wydruk',
  } as Record<string, string>,
  none: 'Brak wpisów.',
  caption: 'Historia zmian',
  auditCaption: 'Dziennik audytu',
  at: 'Kiedy',
  who: 'Kto',
  record: 'Rekord',
  action: 'Czynność',
  summary: 'Opis',
  /** The audit log's record kinds (server/routes/gazda/: createAudit's third argument). */
  auditKinds: {
    enrollments: screenTitle('enrollments'),
    surveys: screenTitle('surveys'),
    'photo-report': screenTitle('photoReports'),
    uploads: 'Załączniki do zgłoszeń',
    outbox: screenTitle('outbox'),
    rosters: screenTitle('rosters'),
  } as Record<string, string>,
}
