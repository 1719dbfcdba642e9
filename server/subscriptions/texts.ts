// Issue #34: every Polish word the mailing lists say, in one place. Mail goes in the subscriber's
// language; only Polish exists until the English issue lands.

// The lists' names and the subscribe check's messages are shared with the public page.
export { LIST_NAMES_PL, SUBSCRIBE_MESSAGES } from '../../src/domain/subscriptions'

export function confirmationMail(lists: string[], link: string) {
  return {
    subject: 'Potwierdź zapis na listy Polskiej Szkoły w Lombard',
    text: [
      'Dzień dobry,',
      '',
      'ktoś (zapewne Pan lub Pani) zapisał ten adres e-mail na listy szkoły:',
      ...lists.map((name) => `- ${name}`),
      '',
      'Aby potwierdzić zapis, proszę otworzyć ten link:',
      link,
      '',
      'Jeśli to nie Pan ani Pani, wystarczy zignorować tę wiadomość: bez potwierdzenia',
      'nie wyślemy żadnej poczty z tych list.',
      '',
      'Polska Szkoła w Lombard',
    ].join('\n'),
  }
}

export const PAGE_TEXTS = {
  home: 'Strona główna szkoły',
  confirmed: {
    title: 'Subskrypcja potwierdzona',
    intro: 'Dziękujemy. Ten adres otrzymuje pocztę z list:',
  },
  nothingToConfirm: {
    title: 'Brak list do potwierdzenia',
    intro:
      'Ten adres nie jest już zapisany na żadną listę szkoły. Można zapisać się ponownie na stronie szkoły.',
  },
  badLink: {
    title: 'Link jest nieprawidłowy',
    intro:
      'Ten link jest niepełny lub został zmieniony. Proszę otworzyć go jeszcze raz z wiadomości, albo skopiować cały adres.',
  },
  unsubscribeAsk: {
    title: 'Wypisanie z listy',
    intro: (list: string) =>
      `Czy wypisać ten adres z listy „${list}”? Pozostałe listy zostaną bez zmian.`,
    button: 'Wypisz mnie z tej listy',
  },
  unsubscribed: {
    title: 'Wypisano z listy',
    intro: (list: string) =>
      `Ten adres nie będzie już otrzymywał poczty z listy „${list}”. Pozostałe listy są bez zmian.`,
  },
} as const

/**
 * The lines that end every list mail: why it came, the page to change lists and frequencies, and
 * a one-list unsubscribe (the same address as the List-Unsubscribe header).
 */
export function listMailFooter(list: string, links: { preferences: string; unsubscribe: string }) {
  return [
    '-- ',
    `Tę wiadomość otrzymują osoby zapisane na listę „${list}” Polskiej Szkoły w Lombard.`,
    `Wybór list i częstotliwości: ${links.preferences}`,
    `Wypisanie z tej listy: ${links.unsubscribe}`,
  ]
}
