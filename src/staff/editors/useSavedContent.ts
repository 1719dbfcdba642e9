import { useReadNow } from '../query/hooks'
import type { ShownResource } from '../query/resource'
import type { Versioned } from '../types'
import type { ContentEditorProps } from './ContentEditor'

type SavedProps<V extends object> = Pick<
  ContentEditorProps<V>,
  'initial' | 'version' | 'onReload' | 'current'
>

/**
 * What a ContentEditor takes from the text it edits, loaded as `resource` from `apiPath`: the
 * form's values and their version, and to merge with after a 409 the same values of the text as
 * saved now, read again from `apiPath`. `valuesOf` turns the API's text into the form's values.
 */
export function useSavedContent<C extends Versioned, V extends object>(
  resource: ShownResource<C>,
  apiPath: string,
  valuesOf: (content: C) => V,
): (content: C) => SavedProps<V> {
  const readNow = useReadNow()
  return (content) => ({
    initial: valuesOf(content),
    version: content.version,
    onReload: resource.reload,
    current: async () => {
      const now = await readNow<C>(apiPath)
      return { values: valuesOf(now), version: now.version }
    },
  })
}
