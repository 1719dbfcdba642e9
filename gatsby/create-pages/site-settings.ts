import type { CreatePagesArgs } from 'gatsby'

/** Every page's layout reads content/site.yaml: without it there is no site to build. */
export async function requireSiteSettings({ graphql, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<{ siteSettings: { id: string } | null }>('{ siteSettings { id } }')
  if (result.errors || !result.data?.siteSettings) {
    reporter.panicOnBuild(
      'content/site.yaml is missing or unreadable: the site name, alert, social links and author credit live there',
      result.errors,
    )
  }
}
