/**
 * An RFC 4180 reader for the tests (no CSV parser is installed): quoted fields may hold commas,
 * doubled quotes and line breaks; records end in CRLF. Throws on a stray quote, as a strict
 * spreadsheet import would refuse the file.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let i = 0
  const endField = () => {
    record.push(field)
    field = ''
  }
  while (i < text.length) {
    const c = text[i]!
    if (c === '"' && field === '') {
      let j = i + 1
      for (;;) {
        const next = text.indexOf('"', j)
        if (next < 0) throw new Error(`unclosed quote at ${i}`)
        if (text[next + 1] === '"') {
          j = next + 2
          continue
        }
        field = text.slice(i + 1, next).replace(/""/g, '"')
        i = next + 1
        break
      }
      if (i < text.length && text[i] !== ',' && text[i] !== '\r')
        throw new Error(`text after a closing quote at ${i}`)
      continue
    }
    if (c === '"') throw new Error(`a quote inside an unquoted field at ${i}`)
    if (c === ',') {
      endField()
      i += 1
    } else if (c === '\r' && text[i + 1] === '\n') {
      endField()
      records.push(record)
      record = []
      i += 2
    } else {
      field += c
      i += 1
    }
  }
  if (field !== '' || record.length > 0) {
    endField()
    records.push(record)
  }
  return records
}

/** The records as objects keyed by the header row. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text)
  return rows.map((row) => Object.fromEntries(header!.map((name, k) => [name, row[k] ?? ''])))
}
