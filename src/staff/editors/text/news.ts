// /gazda/new/: the news list and a news item's editor.

export const NEWS = {
  listCaption: 'Wiadomości',
  heading: (title: string) => `Wiadomość: ${title}`,
  title: 'Tytuł',
  date: 'Data',
  body: 'Treść (markdown)',
  bodyHint: 'Pierwszy akapit jest zapowiedzią na liście wiadomości.',
  visibility: 'Widoczność',
  published: 'Opublikowana',
  unpublished: 'Wycofana (niewidoczna na stronie)',
  action: 'Działanie',
  publish: 'Opublikuj',
  unpublish: 'Wycofaj',
  unpublishQuestion: (title: string) =>
    `Wycofać wiadomość „${title}”? Zniknie ze strony szkoły (można ją potem opublikować ponownie).`,
  create: 'Nowa wiadomość',
  createSubmit: 'Dodaj i opublikuj',
}
