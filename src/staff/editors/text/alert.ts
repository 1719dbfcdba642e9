// /gazda/alert/: the alert banner's editor.

export const ALERT = {
  kind: 'Rodzaj komunikatu',
  kinds: { alert: 'Ważny (czerwony, dzwonek)', info: 'Informacja', none: 'Brak komunikatu' },
  content: 'Treść (HTML)',
  contentHint: 'Np. <strong>Zajęcia odwołane</strong> z powodu śniegu.',
  link: 'Link „Więcej informacji”',
  linkHint: 'Adres na stronie (/zapisy-do-szkoly/) lub pełny adres http(s)://; puste: bez linku.',
  start: 'Pokazuj od',
  startHint: 'Czas szkoły (Lombard, Illinois). Puste: od razu.',
  end: 'Pokazuj do',
  endHint: 'Czas szkoły (Lombard, Illinois). Puste: bez końca.',
  noBanner: 'Baner nie będzie wyświetlany.',
  standing: 'Komunikat stały',
  standingHint: 'Widoczny zawsze, gdy nie trwa żaden komunikat zaplanowany.',
  scheduled: 'Komunikaty zaplanowane',
  scheduledHint:
    'Np. odwołane zajęcia: w czasie od–do widoczny zamiast komunikatu stałego; po końcu wraca komunikat stały.',
  scheduledOne: (index: number) => `Komunikat zaplanowany ${index + 1}`,
  addScheduled: 'Dodaj komunikat zaplanowany',
  removeScheduled: 'Usuń komunikat zaplanowany',
  /** The name of a banner's preview, apart from the site's own banner above it. */
  previewOf: (name: string) => `Podgląd: ${name}`,
}
