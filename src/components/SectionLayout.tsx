import type { HeadProps } from 'gatsby'
import type { ReactNode } from 'react'
import type { Language } from '../domain/i18n/languages'
import type { MenuMarks } from '../domain/menu'
import { Layout } from './Layout'
import { Prose } from './Prose'
import { Seo } from './Seo'

/** A list page's title and introduction, from content/sections/{key}.md (the SectionIntro fragment). */
export interface SectionIntro {
  html: string
  /** The introduction's first words: the page's meta description. */
  excerpt?: string
  frontmatter: { title: string }
}

interface SectionLayoutProps extends MenuMarks {
  section: SectionIntro
  previous?: string
  children?: ReactNode
  /**
   * The language of what the template adds below the introduction (issue #35): the page's
   * language when it words its own headings and labels; the section's title and introduction
   * (content/sections/, Polish) are then marked as Polish.
   */
  contentLanguage?: Language
}

/** The frame of a list page: its section's title, then its introduction, then the list. */
export function SectionLayout({
  section,
  children,
  contentLanguage = 'pl',
  ...frame
}: SectionLayoutProps) {
  return (
    <Layout
      title={section.frontmatter.title}
      contentLanguage={contentLanguage}
      titleLanguage="pl"
      {...frame}
    >
      <Prose html={section.html} lang={contentLanguage === 'pl' ? undefined : 'pl'} />
      {children}
    </Layout>
  )
}

/** The Head of a list page: its section's title, and its introduction as the description. */
export const SectionHead = ({ data }: HeadProps<{ section: SectionIntro }>) => (
  <Seo title={data.section.frontmatter.title} description={data.section.excerpt} />
)
