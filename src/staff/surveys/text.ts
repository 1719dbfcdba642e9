// /gazda/ankiety/: the survey answers.
import { RECORD_NAMES } from '../../domain/recordNames'

export const SURVEYS = {
  summary: 'Podsumowanie',
  answers: 'Odpowiedzi',
  none: 'Nie ma jeszcze odpowiedzi.',
  number: 'Nr',
  date: 'Data',
  mode: 'Rodzaj',
  count: (n: number) => `Odpowiedzi: ${n}`,
  mean: (mean: number, of: number) => `średnia ocena ${mean.toLocaleString('pl-PL')} (ocen: ${of})`,
  ratingChart: 'Opinia o szkole: rozkład ocen',
  continuationChart: 'Deklaracje kontynuacji nauki',
  rating: 'Ocena',
  answersCount: 'Liczba odpowiedzi',
  declaration: 'Deklaracja',
  familiesCount: 'Liczba rodzin',
  accepted: 'Zaakceptowana',
  notAccepted: 'Niezaakceptowana',
  recordTitle: RECORD_NAMES.surveyAnswer,
  family: 'Rodzina',
  exportCsv: 'Pobierz odpowiedzi (CSV)',
  csvName: 'ankiety.csv',
  familyOf: (name: string, number: string) => `${name || 'rodzina'} (zgłoszenie ${number})`,
  noFamily: 'nie podano',
  searchLabel: 'Szukanie w odpowiedziach',
  search: 'Szukaj (e-mail, adres, miejsce urodzenia, uwagi)',
}
