import type { Page } from 'playwright-core'
import { axeViolations } from './axe'

/**
 * How much wider than the window the page is, and what sticks out (the outermost elements past
 * its right edge, outside boxes that scroll on their own): null when the page fits.
 */
export const sidewaysOverflow = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const wider = document.documentElement.scrollWidth - width
    if (wider <= 0) return null
    const scrollsItself = (element: Element) =>
      ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX)
    const out: string[] = []
    const name = (element: Element) =>
      [element.tagName.toLowerCase(), ...element.classList].join('.')
    /** Whether `element` or something in it sticks out; the outermost such are listed. */
    const walk = (element: Element): boolean => {
      if (element.getBoundingClientRect().right > width + 0.5) {
        out.push(name(element))
        return true
      }
      if (scrollsItself(element)) return false
      const inside = [...element.children].map(walk).some(Boolean)
      // Its own text past its edge (a word that cannot break).
      if (!inside && element.scrollWidth > element.clientWidth + 0.5) out.push(name(element))
      return inside || element.scrollWidth > element.clientWidth + 0.5
    }
    for (const child of document.body.children) walk(child)
    return `${wider} px wider than ${width} px: ${out.slice(0, 5).join(', ')}`
  })

/**
 * The page as it is passes axe-core at the desktop's width, then at a 320 px phone's, where it
 * fits the width too; the desktop's 1280 px are back after.
 */
export async function expectCleanOnDesktopAndPhone(page: Page, phoneHeight = 640) {
  await expect(axeViolations(page)).resolves.toEqual([])
  await page.setViewportSize({ width: 320, height: phoneHeight })
  await expect(sidewaysOverflow(page)).resolves.toBeNull()
  await expect(axeViolations(page)).resolves.toEqual([])
  await page.setViewportSize({ width: 1280, height: 800 })
}
