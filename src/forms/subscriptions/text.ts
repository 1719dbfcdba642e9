// The mailing lists' public page (issue #34): its Polish words. The lists' names and the check's
// messages are the server's too (src/domain/subscriptions).

export const PAGE_TITLE = 'Powiadomienia e-mail'
export const PAGE_DESCRIPTION =
  'Zapisz się, aby otrzymywać e-mailem zadania domowe i zmiany w kalendarzu klas, wiadomości szkolne i pilne komunikaty.'

/** Above the form: what comes, how often, and that nothing comes before the link is clicked. */
export const INTRO = [
  'Zadania domowe i zmiany w kalendarzu wybranych klas, wiadomości szkolne oraz pilne komunikaty (np. o odwołanych zajęciach) mogą przychodzić prosto na Państwa adres e-mail. Zadania, zmiany i wiadomości przychodzą raz w tygodniu, w czwartek wieczorem, w jednej wiadomości i tylko wtedy, gdy jest coś nowego; pilne komunikaty — od razu.',
  'Po wysłaniu formularza wyślemy na podany adres wiadomość z linkiem potwierdzającym. Dopóki link nie zostanie kliknięty, nie wyślemy na ten adres nic więcej.',
  'Każda wiadomość z listy ma link do wypisania się jednym kliknięciem oraz link do strony, na której można zmienić wybrane listy i częstotliwość wiadomości — bez zakładania konta. Adres służy tylko do wysyłania wybranych list.',
] as const

export const FORM_HEADING = 'Zapisz się na listy'
export const REQUIRED_NOTE = 'Pola oznaczone gwiazdką (*) są wymagane.'

export const EMAIL_LABEL = 'Adres e-mail'
export const LISTS_LABEL = 'Listy'
export const LISTS_HINT = 'Zaznacz co najmniej jedną listę.'
export const CLASSES_SECTION = 'Klasy: zadania domowe i zmiany w kalendarzu'
export const SCHOOL_SECTION = 'Cała szkoła'
export const SUBMIT_LABEL = 'Zapisz mnie'

/** After the 202: the same words whatever the address was (the server says nothing more). */
export const SENT_HEADING = 'Sprawdź skrzynkę e-mail'
export const SENT_TEXT = [
  'Wysłaliśmy na podany adres wiadomość z linkiem potwierdzającym. Zapis zacznie działać dopiero po kliknięciu tego linku.',
  'Jeśli wiadomość nie dotrze w ciągu kilku minut, proszę zajrzeć do folderu spam. Gdy link wysłaliśmy już wcześniej (w ciągu ostatniej doby), następny nie przychodzi — wystarczy kliknąć ten pierwszy.',
] as const
export const AGAIN_LABEL = 'Zapisz inny adres'
