// /gazda/: the dashboard.

export const DASHBOARD = {
  data: 'Dane',
  content: 'Treści strony',
  pages: 'Strony',
}
