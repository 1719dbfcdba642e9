// The words of the mailing lists' screens (issue #34), in one place as the other screens keep theirs.
import { BODY_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../../domain/mailing'

const addresses = (n: number) =>
  n === 1
    ? '1 adres'
    : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100)
      ? `${n} adresy`
      : `${n} adresów`

export const MAILING = {
  // The lists' screen
  write: 'Napisz wiadomość do rodziców',
  listsTitle: 'Listy',
  listsHint:
    'Liczba adresów na każdej liście: potwierdzone otrzymują pocztę, niepotwierdzone czekają na kliknięcie linku w mailu.',
  listsCaption: 'Listy mailowe i liczba zapisanych adresów',
  list: 'Lista',
  confirmed: 'Potwierdzone',
  pending: 'Niepotwierdzone',
  logTitle: 'Wysłane wiadomości',
  logCaption: 'Ostatnio wysłane wiadomości, od najnowszej',
  logEmpty: 'Nie wysłano jeszcze żadnej wiadomości.',
  at: 'Kiedy',
  subject: 'Temat',
  lists: 'Listy',
  deliveries: 'Doręczenia',
  states: {
    queued: 'w kolejce',
    claimed: 'w kolejce',
    sending: 'wysyłane',
    sent: 'wysłane',
    failed: 'nieudane',
    suppressed: 'zablokowane',
    unknown: 'nieznany stan',
  } as Record<string, string>,
  noDeliveries: 'brak odbiorców',
  suppressionsTitle: 'Lista blokad',
  suppressionsHint:
    'Na te adresy szkoła nie wysyła żadnej poczty z list: adresy odrzucone przez serwer pocztowy, wypisane przez właściciela albo dodane przez administratora.',
  suppressionsCaption: 'Zablokowane adresy',
  suppressionsEmpty: 'Lista blokad jest pusta.',
  address: 'Adres',
  reason: 'Powód',
  since: 'Od kiedy',
  action: 'Czynność',
  reasons: {
    bounce: 'odrzucony przez serwer pocztowy',
    admin: 'dodany przez administratora',
    unsubscribe: 'wypisany przez właściciela',
  } as Record<string, string>,
  remove: 'Usuń z listy blokad',
  removeQuestion: (address: string) => `Usunąć ${address} z listy blokad?`,
  removed: (address: string) => `Usunięto ${address} z listy blokad.`,
  addTitle: 'Dodaj adres do listy blokad',
  addEmail: 'Adres e-mail',
  addHint: 'Na ten adres nie zostanie wysłana żadna wiadomość z list szkoły.',
  addSubmit: 'Dodaj do listy blokad',
  added: (address: string) => `Dodano ${address} do listy blokad.`,
  requestTitle: 'Prośba o wypisanie przysłana e-mailem',
  requestHint:
    'Program pocztowy rodzica może wypisać go z listy, wysyłając e-mail do sekretariatu. Temat takiej wiadomości zaczyna się od „unsubscribe-”: wklej go tutaj, a adres zostanie wypisany z tej jednej listy.',
  requestSubject: 'Temat wiadomości',
  requestSubmit: 'Wypisz z listy',
  requestDone: (list: string) => `Wypisano adres z listy „${list}”.`,
  // The compose screen
  recipients: 'Odbiorcy',
  recipientsHint: 'Zaznacz jedną klasę, kilka albo wszystkie.',
  teacherHint: 'Możesz pisać do rodziców swoich klas.',
  allClasses: 'Zaznacz wszystkie klasy',
  noClasses: 'Do Twojego konta nie przypisano żadnej klasy: nie ma do kogo napisać.',
  listOption: (name: string, confirmed: number) => `${name} (${addresses(confirmed)})`,
  subjectLabel: 'Temat',
  subjectHint: `Najwyżej ${SUBJECT_MAX_LENGTH} znaków.`,
  textLabel: 'Treść',
  textHint: `Zwykły tekst, bez formatowania; najwyżej ${BODY_MAX_LENGTH.toLocaleString('pl-PL')} znaków. Stopkę z linkiem do wypisania się szkoła dodaje sama.`,
  preview: 'Podgląd',
  previewTitle: 'Tak wiadomość zobaczą rodzice',
  previewReach: (n: number) =>
    n === 0
      ? 'Na zaznaczonych listach nie ma jeszcze potwierdzonych adresów: wiadomość nie trafi do nikogo.'
      : `Wiadomość trafi na ${addresses(n)} (potwierdzone, bez zablokowanych).`,
  previewSubject: 'Temat:',
  sendTest: 'Wyślij próbnie do mnie',
  testSent: (to: string) => `Wysłano wiadomość próbną na adres ${to}. Rodzice jej nie otrzymali.`,
  send: 'Wyślij',
  sendQuestion: 'Wysłać wiadomość do rodziców z zaznaczonych list?',
  sent: (n: number) => `Wiadomość przekazana do wysyłki: ${addresses(n)}.`,
  working: 'Chwileczkę…',
  backToLists: 'Listy mailowe',
}
