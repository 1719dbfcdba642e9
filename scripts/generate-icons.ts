// Makes the PNG icons of the web app manifest, the apple-touch-icon and the default Open Graph
// picture from static/logo.svg (issue #10), into static/icons/. Run it again after the logo
// changes, and commit the files: npx tsx scripts/generate-icons.ts
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import yaml from 'js-yaml'
import sharp from 'sharp'
import { BACKGROUND_COLOR, THEME_COLOR } from '../src/domain/feeds/manifest'
import { ICONS, SOCIAL_IMAGE_SIZE } from '../src/domain/feeds/paths'
import { escapeXml } from '../src/domain/feeds/xml'

const root = path.resolve(__dirname, '..')
const staticDir = path.join(root, 'static')
const logo = readFileSync(path.join(staticDir, 'logo.svg'), 'utf8')
const viewBox = /viewBox="([^"]+)"/.exec(logo)?.[1]
const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(logo)?.[1]
if (!viewBox || !inner) throw new Error('static/logo.svg: expected an <svg> with a viewBox')
const [, , logoWidth = 1, logoHeight = 1] = viewBox.split(/\s+/).map(Number)
const { siteName } = yaml.load(readFileSync(path.join(root, 'content/site.yaml'), 'utf8')) as {
  siteName: string
}

/** The logo (with its own margin), `share` of the canvas wide (or tall, whichever fills first), centred at (cx, cy). */
function placedLogo(canvasW: number, canvasH: number, share: number, cy = canvasH / 2) {
  const scale = Math.min((canvasW * share) / logoWidth, (canvasH * share) / logoHeight)
  const w = logoWidth * scale
  const h = logoHeight * scale
  return `<svg x="${(canvasW - w) / 2}" y="${cy - h / 2}" width="${w}" height="${h}" viewBox="${viewBox}">${inner}</svg>`
}

const canvas = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `<rect width="100%" height="100%" fill="${BACKGROUND_COLOR}"/>${body}</svg>`

// Maskable icons keep their subject within the central circle of 80 % of the size
// (https://www.w3.org/TR/appmanifest/#icon-masks): the drawing in the logo (48 × 46 of its 64 × 51) fits that circle at 75 %.
const files: [string, string][] = [
  [ICONS.any192, canvas(192, 192, placedLogo(192, 192, 1))],
  [ICONS.any512, canvas(512, 512, placedLogo(512, 512, 1))],
  [ICONS.maskable512, canvas(512, 512, placedLogo(512, 512, 0.75))],
  [ICONS.appleTouch, canvas(180, 180, placedLogo(180, 180, 0.95))],
  [
    ICONS.socialImage,
    canvas(
      SOCIAL_IMAGE_SIZE.width,
      SOCIAL_IMAGE_SIZE.height,
      placedLogo(SOCIAL_IMAGE_SIZE.width, SOCIAL_IMAGE_SIZE.height, 0.55, 260) +
        `<text x="50%" y="540" text-anchor="middle" font-family="DejaVu Sans, sans-serif" ` +
        `font-size="60" font-weight="bold" fill="${THEME_COLOR}">${escapeXml(siteName)}</text>`,
    ),
  ],
]

async function main() {
  for (const [sitePath, svg] of files) {
    const file = path.join(staticDir, sitePath)
    mkdirSync(path.dirname(file), { recursive: true })
    await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(file)
    console.log(`wrote static${sitePath}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
