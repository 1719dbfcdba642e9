/**
 * The text a reader meets under `root` outside lang="pl" (issue #35): its text nodes and the
 * names of its controls and images. It refers to nothing outside itself, so that it also runs in
 * a page, as `locator.evaluate(textOutsideLangPl)`.
 */
export function textOutsideLangPl(root: Element): string[] {
  const texts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) {
      texts.push(node.textContent ?? '')
      return
    }
    if (node.nodeType !== node.ELEMENT_NODE) return
    const element = node as Element
    if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName)) return
    if (element.getAttribute('lang')?.startsWith('pl')) return
    for (const name of ['aria-label', 'alt', 'title', 'placeholder'])
      if (element.hasAttribute(name)) texts.push(element.getAttribute(name)!)
    element.childNodes.forEach(walk)
  }
  walk(root)
  return texts
}
