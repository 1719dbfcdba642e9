import { DECLARATIONS } from '../../../src/domain/content/declarations'
import { DECLARED_KINDS } from '../../../src/domain/content/declarations/names'

// The staff area routes by the kinds' names alone (the /gazda/ page loads no declaration):
// they must be the declarations' own, in the declarations' order.
it('names every declared kind as its declaration does, in the same order', () => {
  expect(DECLARED_KINDS).toEqual(
    DECLARATIONS.map(({ kind, path, title, one }) => ({ kind, path, title, one })),
  )
})
