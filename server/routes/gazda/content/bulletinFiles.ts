import path from 'node:path'
import {
  titledTextChange,
  withChange,
  type TitledText,
} from '../../../../src/domain/content/textChange'
import {
  NEWS_ID,
  newsId,
  slugFromTitle,
  type NewsCreateValues,
  type PageValues,
} from '../../../../src/domain/content/editing'
import {
  composeMarkdown,
  editMarkdown,
  listDatedFiles,
  parseDatedMarkdown,
} from '../../../content/markdownFile'
import { toYaml } from '../../../content/yamlText'

// Bulletins are content/bulletins/YYYY-MM-DD-{slug}.md (content/README.md), an optional PDF
// beside each one as {id}.pdf; an id is the file name without .md, as for news.

export const bulletinFile = (id: string) => `bulletins/${id}.md`
export const bulletinPdfName = (id: string) => `${id}.pdf`
export const isBulletinId = (id: string) => NEWS_ID.test(id)
export const bulletinIdFor = ({ title, date }: NewsCreateValues) =>
  newsId(date, slugFromTitle(title))

export interface Bulletin {
  id: string
  title: string
  date: string
  body: string
  /** The PDF's name beside the file, or null without one. */
  file: string | null
}

export function bulletinOf(id: string, text: string): Bulletin {
  const { item, data } = parseDatedMarkdown(id, text)
  return { ...item, file: typeof data.file === 'string' ? data.file : null }
}

/** Every bulletin, newest first: id, title, date and its PDF. */
export const listBulletins = (contentDir: string) =>
  listDatedFiles(path.join(contentDir, 'bulletins'), isBulletinId, (id, text) => {
    const { title, date, file } = bulletinOf(id, text)
    return { id, title, date, file }
  })

/** A new bulletin's file, written as the sample ones are (an unquoted date). */
export const renderNewBulletin =
  ({ title, date, body }: NewsCreateValues) =>
  () =>
    composeMarkdown(`${toYaml({ title })}date: ${date}\n`, body)

export const renderBulletinUpdate =
  ({ title, body }: PageValues) =>
  (current: string | undefined) =>
    editMarkdown(current!, { title }, body)

export const renderBulletinPdf = (file: string) => (current: string | undefined) =>
  editMarkdown(current!, { file })

export const bulletinSummary = {
  create: ({ title }: { title: string }) => `Nowy biuletyn „${title}”`,
  /** With the title's and text's change (issue #18). */
  update: (values: TitledText, before: TitledText) =>
    withChange(`Biuletyn „${values.title}”`, titledTextChange(before, values)),
  pdf: ({ title }: { title: string }) => `Nowy plik PDF biuletynu „${title}”`,
}
