// /api/gazda/content/{kind} for every declared kind of content (issue #30): list, one record,
// create (POST, 201 with the new id), change (PUT) and remove (DELETE), each change checked by
// the kind's declaration, saved over the version the editor started from, committed, recorded in
// the history and published. Teachers reach the kinds their declaration opens to them, for their
// own classes only.
import type { FastifyInstance } from 'fastify'
import { load } from 'js-yaml'
import { isRecord } from '../../../../src/domain/content/check'
import {
  isGiven,
  recordProblems,
  requiredMessage,
  type ContentDeclaration,
  type FieldDeclaration,
} from '../../../../src/domain/content/declare'
import { DECLARATIONS } from '../../../../src/domain/content/declarations'
import { declaredKind } from '../../../../src/domain/content/kinds'
import { calendarYearOf } from '../../../../src/domain/content/declarations/calendar'
import {
  addFormError,
  emptyFormErrors,
  hasFormErrors,
  type FormErrors,
} from '../../../../src/domain/formErrors'
import type { ContentEditor } from '../../../content/editor'
import { contentChanged, invalidContent } from '../../../content/editor'
import {
  findRecord,
  indexOf,
  isFileId,
  itemVersion,
  listRecords,
  renderFile,
  renderListItem,
  type StoredRecord,
  type Values,
} from '../../../content/declared'
import type { LinkChecker } from '../../../content/links'
import { apiError } from '../../../errors'
import type { User } from '../../../repositories/users'
import { notFound } from '../common'
import { englishValuesOf } from '../../../content/english'
import {
  ENGLISH_KEY,
  validateEnglish,
  type EnglishValues,
} from '../../../../src/domain/content/editing/english'
import {
  CONTENT_BODY_LIMIT,
  englishChange,
  englishSave,
  version,
  type RemovedByField,
} from './shared'

export const NOT_YOUR_CLASS_MESSAGE =
  'Możesz zmieniać tylko zadania i wydarzenia swoich klas. Wybierz jedną ze swoich klas.'
export const FIXED_RECORDS_MESSAGE =
  'Tych wpisów nie dodaje się ani nie usuwa: można je tylko zmieniać.'

/** The JSON schema of one field's value, as a request may carry it (null: not given). */
function fieldSchema(field: FieldDeclaration): object {
  const nullable = (schema: { type: string; [key: string]: unknown }) => ({
    ...schema,
    type: [schema.type, 'null'],
  })
  switch (field.type) {
    case 'integer':
      return nullable({ type: 'integer' })
    case 'boolean':
      return nullable({ type: 'boolean' })
    case 'texts':
    case 'levels':
      return nullable({ type: 'array', maxItems: 500, items: { type: 'string', maxLength: 1000 } })
    case 'shifts':
      return nullable({ type: 'array', maxItems: 50, items: { type: 'integer' } })
    case 'records':
      return nullable({
        type: 'array',
        maxItems: 500,
        items: {
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries((field.fields ?? []).map((f) => [f.name, fieldSchema(f)])),
        },
      })
    default:
      return nullable({ type: 'string', maxLength: 100_000 })
  }
}

/** A save's body: the kind's fields (every one optional here: the declaration says what is required). */
function saveSchema(declaration: ContentDeclaration, withVersion: boolean) {
  const properties: Record<string, object> = Object.fromEntries(
    declaration.fields.map((field) => [field.name, fieldSchema(field)]),
  )
  if (declaration.body) properties.body = { type: 'string', maxLength: 200_000 }
  if (withVersion) properties.version = version
  // Issue #35: a markdown record's English version, by field; which fields it takes is checked
  // with the record (validateEnglish), which names in Polish a field it does not take.
  if (withVersion && hasEnglish(declaration)) {
    properties[ENGLISH_KEY] = {
      type: ['object', 'null'],
      maxProperties: 20,
      propertyNames: { maxLength: 40 },
      additionalProperties: { type: 'string', maxLength: 200_000 },
    }
  }
  return {
    type: 'object',
    additionalProperties: false,
    required: withVersion ? ['version'] : [],
    properties,
  }
}

/** Whether a kind's records are markdown files, which may have an English version (issue #35). */
const hasEnglish = (declaration: ContentDeclaration) =>
  declaration.storage.form === 'files' && declaration.storage.ext === '.md'

/** Trimmed text, lists without blank lines, blank as not given. */
function normalized(fields: readonly FieldDeclaration[], input: Values): Values {
  const values: Values = {}
  for (const field of fields) {
    let value = input[field.name]
    if (typeof value === 'string') {
      value =
        field.type === 'markdown' || field.type === 'longText'
          ? value.replace(/\r\n?/g, '\n').trim()
          : value.trim()
    }
    if (Array.isArray(value)) {
      value =
        field.type === 'records'
          ? value.map((item) => (isRecord(item) ? normalized(field.fields ?? [], item) : item))
          : value.map((item) => (typeof item === 'string' ? item.trim() : item)).filter(isGiven)
    }
    if (isGiven(value)) values[field.name] = value
  }
  return values
}

const block = (text: string) => `${text.replace(/\r\n?/g, '\n').trimEnd()}\n`

interface Names {
  levels: Set<string>
  shifts: Set<number>
  teachers: Set<string>
}

/** The school's levels, shifts and teachers as the files say now, for the references' check. */
async function namesOf(editor: ContentEditor): Promise<Names> {
  const listOf = async (file: string) => {
    const found = await editor.read(file)
    const data: unknown = found ? load(found.text) : []
    return Array.isArray(data) ? data.filter(isRecord) : []
  }
  const [levels, shifts, teachers] = await Promise.all([
    listOf('school/levels.yaml'),
    listOf('school/buildings.yaml'),
    listOf('teachers.yaml'),
  ])
  return {
    levels: new Set(levels.map((level) => String(level.id))),
    shifts: new Set(shifts.map((shift) => Number(shift.id))),
    teachers: new Set(teachers.map((teacher) => String(teacher.name))),
  }
}

/** Every field naming a level, shift or teacher the school does not have. */
function referenceErrors(
  declaration: ContentDeclaration,
  values: Values,
  names: Names,
  errors: FormErrors,
) {
  for (const field of declaration.fields) {
    const value = values[field.name]
    if (field.type === 'level' && typeof value === 'string' && !names.levels.has(value)) {
      addFormError(errors, field.name, `${field.label}: szkoła nie ma klasy „${value}”.`)
    }
    // A list of classes or of shifts: every one the school's.
    const listed = Array.isArray(value) ? value : []
    const unknown =
      field.type === 'levels'
        ? listed.filter((item) => !names.levels.has(String(item)))
        : field.type === 'shifts'
          ? listed.filter((item) => !names.shifts.has(Number(item)))
          : []
    if (unknown.length) {
      const what = field.type === 'levels' ? 'klas' : 'zmian'
      addFormError(
        errors,
        field.name,
        `${field.label}: szkoła nie ma ${what} ${unknown.join(', ')}.`,
      )
    }
    if (field.type === 'teacher' && typeof value === 'string' && !names.teachers.has(value)) {
      addFormError(
        errors,
        field.name,
        `Nauczyciela „${value}” nie ma w gronie nauczycielskim. Konto nauczyciela musi mieć imię i nazwisko takie jak na stronie „Grono nauczycielskie”.`,
      )
    }
  }
}

/** The classes a staff member may change records of: a teacher's own, or all. */
const teacherClasses = (staff: User): string[] | 'all' =>
  staff.role === 'teacher' ? [...(staff.classes ?? [])] : 'all'

/** The classes a record is for (its class field), to judge a teacher's right to it. */
function classesOf(declaration: ContentDeclaration, values: Values): string[] {
  const value = declaration.classField ? values[declaration.classField] : undefined
  if (typeof value === 'string') return [value]
  return Array.isArray(value) ? value.map(String) : []
}

/** 403 unless the staff member may change a record for these values. */
function mayChange(declaration: ContentDeclaration, staff: User, values: Values) {
  const allowed = teacherClasses(staff)
  if (allowed === 'all') return
  const classes = classesOf(declaration, values)
  if (!declaration.teachers || classes.length === 0 || classes.some((c) => !allowed.includes(c))) {
    throw apiError(403, 'FORBIDDEN', NOT_YOUR_CLASS_MESSAGE)
  }
}

/** Whether a teacher sees the record in lists (their classes only). */
function sees(declaration: ContentDeclaration, staff: User, record: StoredRecord): boolean {
  const allowed = teacherClasses(staff)
  if (allowed === 'all') return true
  const classes = classesOf(declaration, record.values)
  return classes.length > 0 && classes.every((c) => allowed.includes(c))
}

/** The number a new homework gets: one more than the highest there is. */
async function nextNumber(declaration: ContentDeclaration, editor: ContentEditor) {
  const records = await listRecords(declaration, editor.contentDir, editor.read)
  return Math.max(0, ...records.map((record) => Number(record.id)).filter(Number.isFinite)) + 1
}

/** Registers the routes of every declared kind. */
export async function declaredRoutes(
  app: FastifyInstance,
  {
    editor,
    links,
    declarations = DECLARATIONS,
  }: {
    editor: ContentEditor
    links: LinkChecker
    /** The kinds (a test declares one of its own). */
    declarations?: readonly ContentDeclaration[]
  },
) {
  for (const declaration of declarations) registerKind(app, declaration, editor, links)
}

function registerKind(
  app: FastifyInstance,
  declaration: ContentDeclaration,
  editor: ContentEditor,
  links: LinkChecker,
) {
  const { kind, storage } = declaration
  const base = `/api/gazda/content/${kind}`
  const config = { teacher: declaration.teachers === true }
  const read = editor.read
  const fixed = storage.form === 'files' && storage.fixedIds !== undefined
  // Every file is checked as the build checks it, by the same declaration.
  const contentKind = declaredKind(declaration)

  const existing = async (id: string) => {
    const record = await findRecord(declaration, editor.contentDir, read, id)
    if (!record) throw notFound()
    return record
  }

  /** The checked values of a save, or 400 with every problem named by field. */
  const check = async (
    input: Values,
    staff: User,
    before?: StoredRecord,
    /** Issue #35: the English version sent with a change (undefined: left as it is). */
    englishInput?: Record<string, unknown> | null,
  ) => {
    const values = normalized(declaration.fields, input)
    if (storage.form === 'files' && storage.idField && storage.id === 'number') {
      values[storage.idField] = Number(before?.id ?? 0) || 1
    }
    // A teacher field is the teacher's own name; an editor may name any teacher (or be one).
    for (const field of declaration.fields.filter((f) => f.type === 'teacher')) {
      values[field.name] =
        teacherClasses(staff) === 'all'
          ? (values[field.name] ?? before?.values[field.name] ?? staff.name)
          : (before?.values[field.name] ?? staff.name)
    }
    const body = declaration.body && typeof input.body === 'string' ? block(input.body) : undefined
    const errors = emptyFormErrors()
    for (const problem of recordProblems(declaration, values)) {
      addFormError(errors, problem.field, problem.pl)
    }
    if (declaration.body?.required && !body?.trim()) {
      addFormError(errors, 'body', requiredMessage(declaration.body.label))
    }
    if (declaration.body && body && [...body].length > declaration.body.max) {
      addFormError(
        errors,
        'body',
        `${declaration.body.label}: najwyżej ${declaration.body.max} znaków.`,
      )
    }
    referenceErrors(declaration, values, await namesOf(editor), errors)
    // Markdown is checked as the site will show it: links to pages it has, what it removes.
    const removed: RemovedByField = {}
    const markdown: [string, string | undefined][] = [
      ...declaration.fields
        .filter((field) => field.type === 'markdown')
        .map((field): [string, string | undefined] => [field.name, values[field.name] as string]),
      ...(body ? [['body', body] as [string, string]] : []),
    ]
    let english: EnglishValues | null | undefined
    if (englishInput !== undefined && before) {
      const result = validateEnglish(before.file, englishInput ?? {})
      if (!result.valid) {
        for (const [field, messages] of Object.entries(result.errors.inputErrors)) {
          for (const message of messages) addFormError(errors, field, message)
        }
        for (const message of result.errors.formErrors) addFormError(errors, undefined, message)
      } else {
        english = result.value
        if (english?.body) markdown.push([`${ENGLISH_KEY}.body`, english.body])
      }
    }
    for (const [field, text] of markdown) {
      if (!text) continue
      const result = await links.check(text, 'markdown')
      for (const message of result.problems) addFormError(errors, field, message)
      if (result.removed.length) removed[field] = result.removed
    }
    if (hasFormErrors(errors)) throw invalidContent(errors)
    return { values, body, removed, english }
  }

  const summary = (action: string, values: Values) =>
    `${declaration.title}: ${action} „${declaration.nameOf(values)}”`

  app.get(base, { config }, async (request) => {
    const records = await listRecords(declaration, editor.contentDir, read)
    return {
      items: records
        .filter((record) => sees(declaration, request.staff!, record))
        .map(({ id, values, version: v }) => ({
          id,
          name: declaration.nameOf(values),
          values,
          version: v,
        })),
      canCreate: !fixed,
    }
  })

  app.get(`${base}/:id`, { config }, async (request) => {
    const record = await existing((request.params as { id: string }).id)
    if (!sees(declaration, request.staff!, record))
      mayChange(declaration, request.staff!, record.values)
    return {
      id: record.id,
      values: record.values,
      body: record.body ?? null,
      version: record.version,
      ...(hasEnglish(declaration) && { english: englishValuesOf(record.file, record.english) }),
    }
  })

  app.post(
    base,
    {
      config,
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { body: saveSchema(declaration, false) },
      // Before the body's check: a kind of fixed records takes no new one, whatever is sent.
      preValidation: async () => {
        if (fixed) throw apiError(405, 'NOT_ALLOWED', FIXED_RECORDS_MESSAGE)
      },
    },
    async (request, reply) => {
      const staff = request.staff!
      const input = request.body as Values
      mayChange(declaration, staff, normalized(declaration.fields, input))
      const created = await create(input, staff)
      return reply.code(201).send(created)
    },
  )

  const create = async (input: Values, staff: User) => {
    if (storage.form === 'files') {
      // A new number is taken under no lock of its own: a second create of the same number
      // answers CONTENT_EXISTS inside the save, and is tried again with the next.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const id =
          storage.id === 'number'
            ? String(await nextNumber(declaration, editor))
            : (storage.idOf?.(normalized(declaration.fields, input)) ?? '')
        const { values, body, removed } = await check(input, staff, {
          id,
          values: {},
          version: '',
          file: '',
        })
        if (!isFileId(declaration, id)) throw invalidContent(checkedIdErrors(declaration))
        const file = `${storage.dir}/${id}${storage.ext}`
        try {
          const saved = await editor.save({
            kind: contentKind,
            file,
            version: null,
            render: (current) => renderFile(declaration, current, values, body),
            change: {
              kind: kind as never,
              recordId: id,
              action: 'create',
              summary: summary('dodano', values),
            },
            staff,
          })
          return { id, version: saved.version, removed }
        } catch (error) {
          const code = (error as { code?: string }).code
          if (code !== 'CONTENT_EXISTS' || storage.id !== 'number') throw error
        }
      }
      throw contentChanged()
    }
    const { values, removed } = await check(input, staff)
    const file = listFile(values)
    const header = storage.form === 'yearLists' ? { [storage.yearField]: yearOf(values) } : {}
    if (storage.form === 'list' && storage.key) {
      const taken = await findRecord(
        declaration,
        editor.contentDir,
        read,
        String(values[storage.key]),
      )
      if (taken) {
        throw invalidContent(
          fieldError(
            storage.key,
            `Taki identyfikator już istnieje: „${String(values[storage.key])}”.`,
          ),
        )
      }
    }
    let newId = ''
    const saved = await withRetries(
      file,
      (current) => {
        const text = renderListItem(declaration, current, undefined, values, header)
        const count = countItems(declaration, text)
        newId =
          storage.form === 'yearLists'
            ? `${yearOf(values)}.${count}`
            : storage.key
              ? String(values[storage.key])
              : String(count)
        return text
      },
      { kind, action: 'create', values, staff },
    )
    return { id: newId, version: saved.version, removed }
  }

  const yearOf = (values: Values) => calendarYearOf(values) ?? ''
  const listFile = (values: Values) =>
    storage.form === 'list'
      ? storage.file
      : storage.form === 'yearLists'
        ? `${storage.dir}/${yearOf(values)}.yaml`
        : ''

  /** A change of a list file, saved over whatever version it has now as long as `render` agrees. */
  const withRetries = async (
    file: string,
    render: (current: string | undefined) => string,
    change: {
      kind: string
      action: 'create' | 'update' | 'delete'
      values: Values
      staff: User
      id?: string
    },
  ) => {
    const words = { create: 'dodano', update: 'zmieniono', delete: 'usunięto' }[change.action]
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const current = await read(file)
      try {
        return await editor.save({
          kind: contentKind,
          file,
          version: current?.version ?? null,
          render,
          change: {
            kind: kind as never,
            recordId: change.id ?? null,
            action: change.action,
            summary: summary(words, change.values),
          } as never,
          staff: change.staff,
        })
      } catch (error) {
        const code = (error as { code?: string }).code
        if (code !== 'CONTENT_CHANGED' && code !== 'CONTENT_EXISTS') throw error
      }
    }
    throw contentChanged()
  }

  app.put(
    `${base}/:id`,
    { config, bodyLimit: CONTENT_BODY_LIMIT, schema: { body: saveSchema(declaration, true) } },
    async (request) => {
      const staff = request.staff!
      const {
        version: given,
        [ENGLISH_KEY]: englishInput,
        ...input
      } = request.body as Values & { version: string; english?: Record<string, string> | null }
      const before = await existing((request.params as { id: string }).id)
      mayChange(declaration, staff, before.values)
      mayChange(declaration, staff, normalized(declaration.fields, input))
      if (before.version !== given) throw contentChanged()
      const { values, body, removed, english } = await check(input, staff, before, englishInput)
      if (storage.form === 'files') {
        if (storage.idField && storage.id !== 'number' && values[storage.idField] !== before.id) {
          throw invalidContent(fieldError(storage.idField, 'Tego pola nie można zmienić.'))
        }
        const saved = await editor.save({
          kind: contentKind,
          file: before.file,
          version: given,
          render: (current) => renderFile(declaration, current, values, body),
          english: englishSave(before.file, english),
          change: {
            kind: kind as never,
            recordId: before.id,
            action: publishAction(before.values, values),
            summary:
              summary('zmieniono', values) +
              englishChange(englishValuesOf(before.file, before.english), english),
          },
          staff,
        })
        return { version: saved.version, removed }
      }
      if (storage.form === 'yearLists' && yearOf(values) !== before.id.split('.')[0]) {
        throw invalidContent(
          fieldError(
            storage.dateField,
            `Dzień musi należeć do roku szkolnego ${before.id.split('.')[0]}. Aby przenieść wydarzenie do innego roku, dodaj je tam i usuń tutaj.`,
          ),
        )
      }
      if (storage.form === 'list' && storage.key && String(values[storage.key]) !== before.id) {
        throw invalidContent(fieldError(storage.key, 'Identyfikatora nie można zmienić.'))
      }
      const saved = await withRetries(
        before.file,
        (current) => renderListItem(declaration, current, unchangedIndex(current, before), values),
        { kind, action: 'update', values, staff, id: before.id },
      )
      const after = await findRecord(declaration, editor.contentDir, read, before.id)
      return { version: after?.version ?? saved.version, removed }
    },
  )

  /** The item's place in the file as it is now, or 409 when the item is not as it was read. */
  const unchangedIndex = (current: string | undefined, before: StoredRecord) => {
    const index = current === undefined ? -1 : indexOf(declaration, current, before.id)
    const data = current === undefined ? undefined : load(current)
    const list = storage.form === 'yearLists' && isRecord(data) ? data[storage.listKey] : data
    const item = Array.isArray(list) ? list[index] : undefined
    if (index < 0 || itemVersion(before.file, before.id, item) !== before.version)
      throw contentChanged()
    return index
  }

  app.delete(`${base}/:id`, { config }, async (request) => {
    if (fixed) throw apiError(405, 'NOT_ALLOWED', FIXED_RECORDS_MESSAGE)
    const staff = request.staff!
    const given = (request.query as { version?: string }).version
    const before = await existing((request.params as { id: string }).id)
    mayChange(declaration, staff, before.values)
    if (!given || before.version !== given) throw contentChanged()
    if (storage.form === 'files') {
      await editor.remove({
        file: before.file,
        version: given,
        change: {
          kind: kind as never,
          recordId: before.id,
          action: 'delete' as never,
          summary: summary('usunięto', before.values),
        },
        staff,
      })
      return { deleted: true }
    }
    await withRetries(
      before.file,
      (current) => renderListItem(declaration, current, unchangedIndex(current, before), null),
      { kind, action: 'delete', values: before.values, staff, id: before.id },
    )
    return { deleted: true }
  })
}

/** A draft being published, or a published record taken back. */
function publishAction(before: Values, after: Values) {
  if (before.published === false && after.published !== false) return 'publish' as never
  if (before.published !== false && after.published === false) return 'unpublish' as const
  return 'update' as const
}

function countItems(declaration: ContentDeclaration, text: string) {
  const data = load(text)
  const list =
    declaration.storage.form === 'yearLists' && isRecord(data)
      ? data[declaration.storage.listKey]
      : data
  return Array.isArray(list) ? list.length : 0
}

function fieldError(field: string, message: string) {
  const errors = emptyFormErrors()
  addFormError(errors, field, message)
  return errors
}

function checkedIdErrors(declaration: ContentDeclaration) {
  const field = declaration.storage.form === 'files' ? declaration.storage.idField : undefined
  return fieldError(field ?? '', 'Niepoprawny identyfikator.')
}
