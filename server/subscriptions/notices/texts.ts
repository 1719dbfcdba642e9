// Issue #34: the Polish words of the notices mailed as soon as something happens (an urgent
// banner, a new homework, a news item), beside server/subscriptions/texts.ts's.

export const NOTICE_TEXTS = {
  greeting: 'Dzień dobry,',
  signature: 'Polska Szkoła w Lombard',
  urgent: {
    subject: (firstLine: string) => `Pilne: ${firstLine}`,
    intro: 'szkoła przekazuje pilny komunikat:',
    more: (link: string) => `Więcej informacji: ${link}`,
  },
  homework: {
    subject: (className: string, title: string) => `Nowe zadanie domowe (${className}): ${title}`,
    intro: (className: string) => `nauczyciel zadał nowe zadanie domowe dla klasy ${className}:`,
    due: (date: string) => `Termin: ${date}`,
    teacher: (name: string) => `Nauczyciel: ${name}`,
    read: (link: string) => `Treść zadania: ${link}`,
  },
  news: {
    subject: (title: string) => `Wiadomości szkolne: ${title}`,
    intro: 'na stronie szkoły jest nowa wiadomość:',
    bulletin: (title: string) => `Biuletyn szkolny: ${title}`,
    bulletinIntro: 'szkoła wydała nowy biuletyn:',
    read: (link: string) => `Przeczytaj na stronie: ${link}`,
  },
} as const

/** A subject line is one line of reasonable length: the notice's first words. */
export const SUBJECT_MAX = 90
