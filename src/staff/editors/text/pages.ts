// /gazda/page/{n}/: a content page's editor.

export const PAGE_EDITOR = {
  heading: (title: string) => `Strona: ${title}`,
  title: 'Tytuł',
  body: 'Treść (markdown)',
  bodyHint: 'Nagłówki: ## Tytuł. Pogrubienie: **tekst**. Link: [opis](/pages/skarbnik/).',
}
