// The mailing lists' mail and the small pages its links open (issue #34), in the subscriber's
// language (issue #35): the confirmation (double opt-in), the confirm, unsubscribe and
// preference pages, the footer of every list mail and the weekly digest's fixed words. The
// server's only: no page imports it. The notify command's words stay Polish (the staff's).
import type { MessageSource } from '../source'

export default {
  greeting: { pl: 'Dzień dobry,', en: 'Hello,' },
  signature: { pl: 'Polska Szkoła w Lombard', en: 'Polska Szkoła w Lombard' },

  confirmSubject: {
    pl: 'Potwierdź zapis na listy Polskiej Szkoły w Lombard',
    en: 'Confirm your sign-up for the mailing lists of Polska Szkoła w Lombard',
  },
  confirmIntro: {
    pl: 'ktoś (zapewne Pan lub Pani) zapisał ten adres e-mail na listy szkoły:',
    en: 'someone (most likely you) has signed up this e-mail address for the school’s lists:',
  },
  confirmLink: {
    pl: 'Aby potwierdzić zapis, proszę otworzyć ten link:',
    en: 'To confirm the sign-up, please open this link:',
  },
  confirmIgnore: {
    pl: 'Jeśli to nie Pan ani Pani, wystarczy zignorować tę wiadomość: bez potwierdzenia\nnie wyślemy żadnej poczty z tych list.',
    en: 'If it was not you, just ignore this message: without a confirmation\nwe will send no mail from these lists.',
  },

  home: { pl: 'Strona główna szkoły', en: 'The school’s home page' },
  confirmedTitle: { pl: 'Subskrypcja potwierdzona', en: 'Subscription Confirmed' },
  confirmedIntro: {
    pl: 'Dziękujemy. Ten adres otrzymuje pocztę z list:',
    en: 'Thank you. This address gets mail from these lists:',
  },
  nothingTitle: { pl: 'Brak list do potwierdzenia', en: 'No Lists to Confirm' },
  notSubscribed: {
    pl: 'Ten adres nie jest już zapisany na żadną listę szkoły. Można zapisać się ponownie na stronie szkoły.',
    en: 'This address is no longer signed up for any of the school’s lists. You can sign up again on the school’s website.',
  },
  badLinkTitle: { pl: 'Link jest nieprawidłowy', en: 'This Link Is Not Valid' },
  badLinkIntro: {
    pl: 'Ten link jest niepełny lub został zmieniony. Proszę otworzyć go jeszcze raz z wiadomości, albo skopiować cały adres.',
    en: 'This link is incomplete or has been changed. Please open it again from the message, or copy the whole address.',
  },
  unsubscribeTitle: { pl: 'Wypisanie z listy', en: 'Unsubscribe from a List' },
  unsubscribeAsk: {
    pl: 'Czy wypisać ten adres z listy „{list}”? Pozostałe listy zostaną bez zmian.',
    en: 'Unsubscribe this address from the list “{list}”? Your other lists stay as they are.',
  },
  unsubscribeButton: { pl: 'Wypisz mnie z tej listy', en: 'Unsubscribe me from this list' },
  unsubscribedTitle: { pl: 'Wypisano z listy', en: 'Unsubscribed' },
  unsubscribed: {
    pl: 'Ten adres nie będzie już otrzymywał poczty z listy „{list}”. Pozostałe listy są bez zmian.',
    en: 'This address will no longer get mail from the list “{list}”. Your other lists stay as they are.',
  },

  preferencesTitle: {
    pl: 'Listy i częstotliwość poczty',
    en: 'Your Lists and How Often Mail Comes',
  },
  preferencesIntro: {
    pl: 'Dla każdej listy można wybrać, jak często przychodzi poczta: raz w tygodniu (w czwartek wieczorem, w jednym zestawieniu), od razu, albo wcale.',
    en: 'For each list you can choose how often its mail comes: once a week (on Thursday evening, in one summary), at once, or not at all.',
  },
  pending: {
    pl: 'czeka na potwierdzenie linkiem z wiadomości',
    en: 'waiting for the confirmation link in the message',
  },
  others: { pl: 'Pozostałe listy szkoły', en: 'The school’s other lists' },
  weekly: { pl: 'co tydzień', en: 'weekly' },
  immediate: { pl: 'od razu', en: 'at once' },
  off: { pl: 'wcale', en: 'not at all' },
  save: { pl: 'Zapisz wybór', en: 'Save my choice' },
  saved: {
    pl: 'Zapisano. Tak teraz przychodzi poczta z list:',
    en: 'Saved. This is how mail from your lists comes now:',
  },

  footerWhy: {
    pl: 'Tę wiadomość otrzymują osoby zapisane na listę „{list}” Polskiej Szkoły w Lombard.',
    en: 'You get this message because you signed up for the list “{list}” of Polska Szkoła w Lombard.',
  },
  footerPreferences: {
    pl: 'Wybór list i częstotliwości: {url}',
    en: 'Choose your lists and how often: {url}',
  },
  footerUnsubscribe: {
    pl: 'Wypisanie z tej listy: {url}',
    en: 'Unsubscribe from this list: {url}',
  },

  digestSubject: {
    pl: 'Polska Szkoła w Lombard: co nowego w tygodniu do {day}',
    en: 'Polska Szkoła w Lombard: what’s new in the week to {day}',
  },
  digestIntro: {
    pl: 'oto zestawienie z list szkoły, na które zapisany jest ten adres (tydzień do {day}).',
    en: 'here is the summary of the school’s lists this address is signed up for (the week to {day}).',
  },
  newHomework: { pl: 'Nowe zadania domowe', en: 'New homework' },
  dueSaturday: { pl: 'Do oddania w sobotę {saturday}', en: 'Due on Saturday, {saturday}' },
  calendar: {
    pl: 'W kalendarzu w najbliższych dwóch tygodniach',
    en: 'In the calendar in the next two weeks',
  },
  news: { pl: 'Aktualności', en: 'News' },
  bulletins: { pl: 'Biuletyny', en: 'Newsletters' },
  due: { pl: 'termin: {date}', en: 'due: {date}' },
} satisfies MessageSource
