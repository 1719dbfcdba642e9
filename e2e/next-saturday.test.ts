import { setUpBrowserSite } from './support/browserSite'

// Issue #33: the home page says what happens on the coming Saturday, on the visitor's day (the
// browser's clock), from the calendar in the page: no classes on 28 November 2026 (Thanksgiving
// weekend), then classes with each shift's hours on a class Saturday.
jest.setTimeout(90_000)

const harness = setUpBrowserSite()

/** The box's text once the browser's day has replaced the build's. */
async function saturdayOn(isoMoment: string, saturday: string) {
  await harness.page.clock.install({ time: new Date(isoMoment) })
  const page = await harness.open('/', 390)
  const box = page.getByTestId('next-saturday')
  await box.locator(`time[datetime="${saturday}"]`).first().waitFor()
  return { page, text: await box.innerText() }
}

describe('"Najbliższa sobota" on the home page', () => {
  it('on Wednesday 25 November 2026 says there are no classes on the 28th, and why', async () => {
    const { text } = await saturdayOn('2026-11-25T15:00:00Z', '2026-11-28')
    expect(text).toContain('Najbliższa sobota')
    expect(text).toContain('Brak zajęć — weekend Święta Dziękczynienia')
    expect(text).not.toMatch(/\d{2}:\d{2}–\d{2}:\d{2}/)
  })

  it('on Thursday 3 December 2026 says there are classes on the 5th, with both shifts’ hours', async () => {
    const { text } = await saturdayOn('2026-12-03T15:00:00Z', '2026-12-05')
    expect(text).toContain('Zajęcia')
    expect(text).toContain('Sobota rano 09:00–13:00')
    expect(text).toContain('Sobota po południu 13:30–17:30')
  })

  it('on a class Saturday morning calls it today', async () => {
    const { text } = await saturdayOn('2026-12-05T14:00:00Z', '2026-12-05')
    expect(text).toMatch(/^Dzisiaj/)
  })
})
