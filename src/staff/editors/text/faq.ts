// /gazda/faq/: the FAQ editor.

export const FAQ = {
  title: 'Tytuł strony',
  questions: 'Pytania i odpowiedzi',
  question: (index: number) => `Pytanie ${index + 1}`,
  answer: (index: number) => `Odpowiedź ${index + 1}`,
  answerHint:
    'Odpowiedzi w markdown: **pogrubienie**, [link](/zapisy-do-szkoly/), listy z myślnikami.',
  which: (index: number) => `pytanie ${index + 1}`,
  up: 'W górę',
  down: 'W dół',
  remove: 'Usuń',
  add: 'Dodaj pytanie',
}
