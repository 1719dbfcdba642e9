// The Polish words of /gazda/poczta/, the mail the server has not sent (issue #18). The server's
// own answers (sent, failed, no SMTP) are in src/domain/api/outbox.ts.
import type { OutboxState } from '../../domain/api/outbox'

export const OUTBOX = {
  intro:
    'Wiadomości, których serwer nie wysłał: potwierdzenia zapisów, powiadomienia dla sekretariatu ' +
    'i inne. Wysłana wiadomość znika z tej listy.',
  noSmtp:
    'Serwer poczty (SMTP_URL) nie jest skonfigurowany: strona nie wysyła żadnych e-maili, ' +
    'wszystkie czekają tutaj. Gdy administrator serwera ustawi SMTP_URL, można je wysłać ' +
    'przyciskiem „Wyślij ponownie”.',
  empty: 'Brak wiadomości do wysłania.',
  caption: 'Wiadomości do wysłania',
  subject: 'Temat',
  recipients: 'Do',
  created: 'Utworzona',
  state: 'Stan',
  actions: 'Czynności',
  noSubject: '(bez tematu)',
  states: {
    unsent: 'Niewysłana: serwer poczty (SMTP_URL) nie był skonfigurowany',
    failed: 'Wysyłanie nie powiodło się',
  } satisfies Record<OutboxState, string>,
  sendAgain: 'Wyślij ponownie',
  sending: 'Wysyłanie…',
  question: (subject: string, recipients: string) =>
    `Wysłać ponownie wiadomość „${subject}” do: ${recipients}?`,
  refresh: 'Odśwież listę',
}
