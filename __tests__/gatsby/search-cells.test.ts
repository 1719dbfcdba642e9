import { separateCells, withoutImageMeta } from '../../gatsby/post-build/search-index'

// Pagefind separates words only at the elements it knows as blocks: a definition list's term and
// value, or a table's cells, became one word ("nauczycielagnieszk"). e2e/search.test.ts searches
// the built site for a homework's teacher; this is the same rule on its own.
describe('separateCells', () => {
  it("puts a space after a list's, a table's and a caption's cells, and nowhere else", () => {
    expect(separateCells('<dl><dt>Nauczyciel</dt><dd>Agnieszka</dd></dl>')).toBe(
      '<dl><dt>Nauczyciel</dt> <dd>Agnieszka</dd> </dl>',
    )
    expect(separateCells('<tr><TH>Klasa</TH><td>3</td></tr>')).toBe(
      '<tr><TH>Klasa</TH> <td>3</td> </tr>',
    )
    expect(separateCells('<p>za<b>ję</b>cia</p><figcaption>x</figcaption>')).toBe(
      '<p>za<b>ję</b>cia</p><figcaption>x</figcaption> ',
    )
  })
})

describe('withoutImageMeta', () => {
  it('marks every image to be ignored, metadata included, and nothing else', () => {
    expect(withoutImageMeta('<p>Bal</p><IMG src="/static/adac/1.jpg" alt=""><img\nsrc="x">')).toBe(
      '<p>Bal</p><img data-pagefind-ignore="all" src="/static/adac/1.jpg" alt=""><img data-pagefind-ignore="all"\nsrc="x">',
    )
  })
})
