import type { ReactNode } from 'react'
import { SectionLayout, type SectionIntro } from '../components/SectionLayout'
import { useLanguage } from '../i18n/useText'
import { frameProps, type FrameContext } from './frame'

/**
 * A list page whose template words its list in the page's language (issue #35): its section's
 * title and introduction, then `children`, in the Layout with the page's menu marks.
 */
export function SectionPage({
  data,
  pageContext,
  children,
}: {
  data: { section: SectionIntro }
  pageContext: FrameContext
  children: ReactNode
}) {
  const language = useLanguage()
  return (
    <SectionLayout section={data.section} contentLanguage={language} {...frameProps(pageContext)}>
      {children}
    </SectionLayout>
  )
}
