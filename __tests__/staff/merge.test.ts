import { fieldName, mergeValues, shownValue } from '../../src/staff/editors/merge'

const faq = (...answers: string[]) => ({
  title: 'FAQ',
  items: answers.map((answer, i) => ({ question: `Pytanie ${i + 1}`, answer })),
})

describe('merging an editor’s values after someone else saved', () => {
  const base = faq('a1', 'a2', 'a3')

  it('keeps both changes when they touched different items', () => {
    const theirs = faq('a1', 'A2 nowe', 'a3')
    const mine = faq('a1', 'a2', 'A3 moje')
    expect(mergeValues(base, theirs, mine)).toEqual({
      values: faq('a1', 'A2 nowe', 'A3 moje'),
      conflicts: [],
    })
  })

  it('takes the saved version where this editor changed nothing', () => {
    const theirs = faq('a1', 'x', 'a3')
    expect(mergeValues(base, theirs, base)).toEqual({ values: theirs, conflicts: [] })
    expect(mergeValues(base, base, theirs)).toEqual({ values: theirs, conflicts: [] })
  })

  it('keeps the saved text where both changed the same item, and names it as a conflict', () => {
    const theirs = faq('a1', 'ich', 'a3')
    const mine = faq('a1', 'moje', 'a3')
    const { values, conflicts } = mergeValues(base, theirs, mine)
    expect(values).toEqual(theirs)
    expect(conflicts).toEqual([{ path: ['items', 1, 'answer'], theirs: 'ich', mine: 'moje' }])
    expect(fieldName(conflicts[0]!.path)).toBe('items.1.answer')
  })

  it('does not count the same change made twice as a conflict', () => {
    const both = faq('a1', 'to samo', 'a3')
    expect(mergeValues(base, both, both).conflicts).toEqual([])
  })

  it('treats a list whose length both sides changed as one conflict', () => {
    const theirs = faq('a1', 'a2')
    const mine = faq('a1', 'a2', 'a3', 'a4')
    const { values, conflicts } = mergeValues(base, theirs, mine)
    expect(values).toEqual(theirs)
    expect(conflicts.map((c) => fieldName(c.path))).toEqual(['items'])
    expect(shownValue(conflicts[0]!.mine)).toContain('a4')
  })

  it('takes a list grown on one side only', () => {
    const mine = faq('a1', 'a2', 'a3', 'a4')
    expect(mergeValues(base, base, mine).values).toEqual(mine)
  })
})
