// /gazda/wizyty/: the visits dashboard.

export const VISITS = {
  period: 'Okres',
  lastDays: (n: number) => `Ostatnie ${n} dni`,
  totals: (views: number, bots: number) =>
    `Odsłony stron: ${views}. Wizyty botów (liczone osobno): ${bots}.`,
  perDay: 'Odsłony stron dziennie',
  day: 'Dzień',
  views: 'Odsłony',
  topPages: 'Najczęściej odwiedzane strony',
  page: 'Strona',
  outbound: 'Kliknięcia w linki zewnętrzne',
  target: 'Cel',
  clicks: 'Kliknięcia',
  bots: 'Boty',
  botsNote: 'Znane boty nie są liczone jako wizyty; tu tylko ich dzienna liczba.',
  botVisits: 'Wizyty botów',
  none: 'Brak danych w tym okresie.',
}
