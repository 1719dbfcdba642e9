import type { HeadProps } from 'gatsby'
import type { ReactNode } from 'react'
import { inLanguage, linksIn, type Translatable } from '../domain/content/english'
import layoutText from '../domain/i18n/compiled/layout'
import { languageOfPath, type Language } from '../domain/i18n/languages'
import type { MenuMarks } from '../domain/menu'
import { useLanguage } from '../i18n/useText'
import { Layout } from './Layout'
import { Prose } from './Prose'
import { Seo } from './Seo'

interface SectionText {
  html: string
  /** The introduction's first words: the page's meta description. */
  excerpt?: string
  frontmatter: { title: string }
}

/**
 * A list page's title and introduction, from content/sections/{key}.md (the SectionIntro fragment),
 * with its English version's (sections/{key}.en.md, issue #35) where there is one.
 */
export interface SectionIntro extends SectionText {
  english?: Partial<SectionText> | null
}

interface SectionLayoutProps extends MenuMarks {
  section: SectionIntro
  previous?: string
  /**
   * The language the page's list (the children) is written in: Polish unless the template
   * translates it (issue #35). The section's own text is English wherever it has an English version.
   */
  contentLanguage?: Language
  children?: ReactNode
}

/** The frame of a list page: its section's title, then its introduction, then the list. */
export function SectionLayout({
  section,
  children,
  contentLanguage = 'pl',
  ...frame
}: SectionLayoutProps) {
  const language = useLanguage()
  const { item, lang } = inLanguage(section, language)
  const intro = (
    <Prose html={linksIn(item.html, language)} lang={lang !== language ? lang : undefined} />
  )
  // A list in the page's language (the template words it): the section's title and introduction
  // are marked where they are still Polish.
  if (contentLanguage === language) {
    return (
      <Layout
        title={item.frontmatter.title}
        contentLanguage={language}
        titleLanguage={lang}
        {...frame}
      >
        {intro}
        {children}
      </Layout>
    )
  }
  // An English introduction above a list still in Polish: the note and the mark go on the list.
  if (lang === language) {
    return (
      <Layout title={item.frontmatter.title} contentLanguage={language} {...frame}>
        {intro}
        <p className="content-language-note">{layoutText.in(language)('polishOnly')}</p>
        <div lang={contentLanguage}>{children}</div>
      </Layout>
    )
  }
  // All of it Polish: the Layout marks the page's text and gives the note.
  return (
    <Layout title={item.frontmatter.title} contentLanguage={contentLanguage} {...frame}>
      <Prose html={linksIn(item.html, language)} />
      {children}
    </Layout>
  )
}

/**
 * The Head of a page shown from one markdown text (`...PageText`): its title, and its first words
 * as the description, in the path's language (the Head is outside the language provider).
 */
export function textHead<Data, F extends { title: string }>(
  textOf: (data: Data) => Translatable<F>,
) {
  return function TextHead({ data, location }: HeadProps<Data>) {
    const { item } = inLanguage(textOf(data), languageOfPath(location.pathname))
    return <Seo title={item.frontmatter.title} description={item.excerpt} />
  }
}

/** The Head of a list page: its section's title, and its introduction as the description. */
export const SectionHead = textHead((data: { section: SectionIntro }) => data.section)
