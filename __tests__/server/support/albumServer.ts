import { cpSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { AppConfig } from '../../../server/config'
import type { BuiltSite } from '../built-site'
import { contentGit, initContentRepo, REPO_CONTENT, setUpContentServer } from './contentServer'

/**
 * The content server for tests that edit one album's photos: the content copy leaves photos out,
 * so this album's are copied in before the copy becomes a git work tree. Beside the server: the
 * album's API path, its album.yaml (path and text), git in the copy, and the album as the API
 * answers it.
 */
export function setUpAlbumServer(
  album: string,
  overrides: (dirs: { contentDir: string; site: BuiltSite }) => Partial<AppConfig> = () => ({}),
) {
  const server = setUpContentServer((dirs) => {
    cpSync(
      path.join(REPO_CONTENT, 'gallery', album),
      path.join(dirs.contentDir, 'gallery', album),
      {
        recursive: true,
      },
    )
    initContentRepo(dirs.contentDir)
    return overrides(dirs)
  })
  const albumPath = `/api/gazda/content/gallery/${album}`
  const file = `gallery/${album}/album.yaml`
  return {
    server,
    albumPath,
    file,
    yaml: () => readFile(path.join(server.contentDir, file), 'utf8'),
    git: contentGit(server),
    album: async () => (await server.call('GET', albumPath)).json(),
  }
}
