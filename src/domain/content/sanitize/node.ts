// The sanitizer on Node (the build, the server's check worker), with a jsdom window. Never
// import this from code that runs in the browser: jsdom would enter the bundle.
import createDOMPurify from 'dompurify'
import { JSDOM, VirtualConsole } from 'jsdom'
import { createSanitizer, type Sanitizer } from './sanitize'

let sanitizer: Sanitizer | undefined

/**
 * One jsdom window per process, made on first use (jsdom takes a moment to start) and only then:
 * every call after the first answers the same sanitizer, whose DOMPurify keeps no state between
 * calls (each call passes its whole configuration, ./sanitize.ts).
 */
export function nodeSanitizer(): Sanitizer {
  if (!sanitizer) {
    // A quiet console: jsdom would print every stylesheet it cannot parse in an editor's <style>.
    const { window } = new JSDOM('', { virtualConsole: new VirtualConsole() })
    sanitizer = createSanitizer(createDOMPurify(window as never))
  }
  return sanitizer
}
