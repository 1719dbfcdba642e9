import type { Browser, CDPSession, Locator, Page } from 'playwright-core'

// A finger on a phone's screen, as Chromium gets it from the touchscreen: CDP's
// Input.dispatchTouchEvent, so the page sees real touch and pointer events (pointerType "touch",
// the browser's own tap-to-click, touch-action), not a mouse made to look like one (issue #33).

export interface Phone {
  page: Page
  touch: CDPSession
  close: () => Promise<void>
}

/** A page of a new context with a phone's touch screen, `width` px wide; the test closes it. */
export async function openPhone(browser: Browser, width = 390): Promise<Phone> {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  const page = await context.newPage()
  const touch = await context.newCDPSession(page)
  return { page, touch, close: () => context.close() }
}

async function centreOf(target: Locator) {
  const box = await target.boundingBox()
  if (!box) throw new Error(`${target.toString()} is not on the screen`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A horizontal swipe across `target` by `dx` px (negative: to the left), in a few moves. */
export async function swipe(touch: CDPSession, target: Locator, dx: number) {
  const { x, y } = await centreOf(target)
  const from = x - dx / 2
  await touch.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from, y }],
  })
  const steps = 6
  for (let i = 1; i <= steps; i += 1) {
    const point = { x: from + (dx * i) / steps, y }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] })
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

/** A tap: the finger down and up at the centre of `target`, without moving. */
export async function tap(touch: CDPSession, target: Locator) {
  const point = await centreOf(target)
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}
