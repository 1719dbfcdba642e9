import type { MenuMarks } from '../domain/menu'

/** What page creation passes every template (gatsby/create-pages/registry.ts). */
export interface FrameContext extends MenuMarks {
  previous?: string
}

export type { SectionIntro } from '../components/SectionLayout'

/** The Layout's menu marks and back link, out of a template's page context. */
export const frameProps = ({ menu, submenu, previous }: FrameContext): FrameContext => ({
  menu,
  submenu,
  previous,
})
