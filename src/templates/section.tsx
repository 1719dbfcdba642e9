import { graphql, type PageProps } from 'gatsby'
import { SectionHead, SectionLayout, type SectionIntro } from '../components/SectionLayout'
import { frameProps, type FrameContext } from './frame'

type Data = { section: SectionIntro }

/** A page whose whole content is its section file (sessions, reports; the forms until #6). */
export default function SectionPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  return <SectionLayout section={data.section} {...frameProps(pageContext)} />
}

export const Head = SectionHead

export const query = graphql`
  query SectionPage($section: String!) {
    ...SectionOfPage
  }
`
