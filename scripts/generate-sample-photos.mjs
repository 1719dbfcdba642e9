// Generates the sample photos of the gallery: for every album folder
// content/gallery/{YYYY-YYYY}/{album}/ that holds an album.yaml, it writes 01.jpg, 02.jpg, … (2 to
// 6 photos, the count chosen from a hash of the album's path, raised when the album's `cover` or
// `captions` name a later photo). Each photo is a 1200×800 JPEG drawn from an SVG: a scene in the
// colours of the event kind (people, a stage, flags…), then treated as a camera would leave it:
// soft focus, uneven light, a darker edge and grain. No text and no "sample" stamp on the picture
// (issue #19: parents saw posters, not photos); the albums' descriptions say they are samples.
// The output depends only on album.yaml, so running the script again gives the same bytes; a photo
// is written only when it is missing or its bytes differ, so other albums' files stay untouched.
//
// EXIF orientation test photo: content/gallery/2024-2025/jaselka/02.jpg is a portrait photo
// (800×1200 when displayed) stored as landscape 1200×800 pixels turned 90° counter-clockwise, with
// EXIF Orientation 6 (rotate 90° clockwise to display). It reads upright only when the orientation
// is applied.
//
// Run: node scripts/generate-sample-photos.mjs [YYYY-YYYY | YYYY-YYYY/album …] (default: every album)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import yaml from 'js-yaml'
import sharp from 'sharp'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const galleryDir = path.join(root, 'content', 'gallery')
const ROTATED_PHOTO = '2024-2025/jaselka/02.jpg'
const WIDTH = 1200
const HEIGHT = 800

// Colours per event kind: sky gradient (top, bottom), ground, accent.
const PALETTES = {
  'zakonczenie-roku': { sky: ['#7cc6f2', '#fff1b8'], ground: '#6fbf5a', accent: '#f59e0b' },
  karnawal: { sky: ['#3b0f6e', '#d6337a'], ground: '#5b2a86', accent: '#fde047' },
  andrzejki: { sky: ['#141338', '#5b3fa8'], ground: '#3a2b5e', accent: '#fcd34d' },
  egzaminy: { sky: ['#dbeafe', '#93c5fd'], ground: '#c8a47e', accent: '#1e3a8a' },
  'boze-narodzenie': { sky: ['#0b1533', '#274b8f'], ground: '#e8eef7', accent: '#fde68a' },
  'parada-3-maja': { sky: ['#4aa3e8', '#cfe8fb'], ground: '#8f8f96', accent: '#dc143c' },
  pielgrzymka: { sky: ['#f9c98a', '#fff4d6'], ground: '#7fb069', accent: '#8a5a2b' },
  slubowanie: { sky: ['#7f1d1d', '#f3b3a6'], ground: '#8b5e3c', accent: '#fbbf24' },
  'zdjecia-klasowe': { sky: ['#0f766e', '#99e6d8'], ground: '#d9c29a', accent: '#1f2937' },
  inne: { sky: ['#475569', '#cbd5e1'], ground: '#94a3b8', accent: '#f97316' },
}
const CLOTHES = [
  '#e11d48',
  '#2563eb',
  '#16a34a',
  '#f59e0b',
  '#7c3aed',
  '#0891b2',
  '#f472b6',
  '#f8fafc',
]
const SKIN = ['#f3d3b5', '#e8b894', '#d79f7a', '#f6dcc6', '#c98d6a']
const HAIR = ['#3b2314', '#6b4423', '#d4a85a', '#1f1f1f', '#a0522d']

// FNV-1a, then mulberry32: the same album path always gives the same numbers.
function hash(text) {
  let h = 0x811c9dc5
  for (const ch of text) {
    h ^= ch.codePointAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}
function random(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const pick = (rnd, list) => list[Math.floor(rnd() * list.length)]
const between = (rnd, lo, hi) => lo + rnd() * (hi - lo)
const r1 = (n) => Math.round(n * 10) / 10

// A child or adult: head, hair and a rounded body, standing with feet at (x, y).
function person(rnd, x, y, height, extra = '') {
  const head = height * 0.17
  const bodyW = height * 0.34
  const bodyH = height * 0.5
  const top = y - height
  const clothes = pick(rnd, CLOTHES)
  return `<g>
    <rect x="${r1(x - bodyW * 0.3)}" y="${r1(y - height * 0.3)}" width="${r1(bodyW * 0.24)}" height="${r1(height * 0.3)}" fill="#374151"/>
    <rect x="${r1(x + bodyW * 0.06)}" y="${r1(y - height * 0.3)}" width="${r1(bodyW * 0.24)}" height="${r1(height * 0.3)}" fill="#374151"/>
    <rect x="${r1(x - bodyW / 2)}" y="${r1(top + head * 1.8)}" width="${r1(bodyW)}" height="${r1(bodyH)}" rx="${r1(bodyW * 0.35)}" fill="${clothes}" stroke="#00000022" stroke-width="2"/>
    <circle cx="${r1(x)}" cy="${r1(top + head)}" r="${r1(head)}" fill="${pick(rnd, SKIN)}"/>
    <path d="M ${r1(x - head)} ${r1(top + head)} a ${r1(head)} ${r1(head)} 0 0 1 ${r1(head * 2)} 0 q ${r1(-head)} ${r1(-head * 0.5)} ${r1(-head * 2)} 0 z" fill="${pick(rnd, HAIR)}"/>
    ${extra}
  </g>`
}

// A crowd standing on the ground between x0 and x1, the back row smaller.
function crowd(rnd, count, x0, x1, groundY, size, extra = () => '') {
  const people = []
  for (let i = 0; i < count; i++) {
    const back = i < count / 2
    const scale = back ? 0.82 : 1
    const x = between(rnd, x0, x1)
    const y = groundY + (back ? size * 0.03 : size * 0.13) + between(rnd, 0, 10)
    const h = size * scale * between(rnd, 0.75, 1.05)
    people.push({ x, y, h })
  }
  people.sort((a, b) => a.y - b.y)
  return people.map((p) => person(rnd, p.x, p.y, p.h, extra(p))).join('\n')
}

function polishFlag(x, y, w, pole) {
  return `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x)}" y2="${r1(y + pole)}" stroke="#6b4f2a" stroke-width="5"/>
    <rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(w * 0.3)}" fill="#ffffff" stroke="#00000033"/>
    <rect x="${r1(x)}" y="${r1(y + w * 0.3)}" width="${r1(w)}" height="${r1(w * 0.3)}" fill="#dc143c"/>`
}

function star(cx, cy, r, fill) {
  const points = []
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2
    const rr = i % 2 ? r * 0.42 : r
    points.push(`${r1(cx + rr * Math.cos(a))},${r1(cy + rr * Math.sin(a))}`)
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`
}

function stage(W, groundY, colour, curtain) {
  const top = groundY - 40
  return `<rect x="0" y="${r1(top)}" width="${W}" height="60" fill="${colour}"/>
    <rect x="0" y="${r1(top)}" width="${W}" height="8" fill="#00000033"/>
    ${
      curtain
        ? `<path d="M0 0 H ${r1(W * 0.13)} Q ${r1(W * 0.08)} ${r1(top * 0.6)} ${r1(W * 0.11)} ${r1(top)} H 0 Z" fill="${curtain}"/>
    <path d="M${W} 0 H ${r1(W * 0.87)} Q ${r1(W * 0.92)} ${r1(top * 0.6)} ${r1(W * 0.89)} ${r1(top)} H ${W} Z" fill="${curtain}"/>`
        : ''
    }`
}

// The scene behind the text, one kind per event.
function scene(event, rnd, W, H, palette) {
  const groundY = H * 0.78
  const size = Math.min(W, H) * 0.34
  const ground = `<rect x="0" y="${r1(groundY)}" width="${W}" height="${r1(H - groundY)}" fill="${palette.ground}"/>`
  const parts = []
  switch (event) {
    case 'zakonczenie-roku': {
      parts.push(
        `<circle cx="${r1(W * 0.9)}" cy="${r1(H * 0.58)}" r="${r1(size * 0.25)}" fill="#fde047" opacity="0.9"/>`,
      )
      parts.push(ground, stage(W, groundY, '#b7791f', null))
      for (let i = 0; i < 6; i++) {
        const x = between(rnd, 0.05, 0.95) * W
        parts.push(
          `<circle cx="${r1(x)}" cy="${r1(groundY + 30)}" r="${r1(between(rnd, 10, 18))}" fill="${pick(rnd, ['#f43f5e', '#fb923c', '#facc15', '#ffffff'])}"/>`,
        )
      }
      parts.push(
        crowd(rnd, 5 + Math.floor(rnd() * 4), W * 0.12, W * 0.84, groundY - 40, size, (p) =>
          rnd() < 0.4
            ? `<rect x="${r1(p.x + p.h * 0.1)}" y="${r1(p.y - p.h * 0.6)}" width="${r1(p.h * 0.2)}" height="${r1(p.h * 0.26)}" fill="#ffffff" stroke="#9ca3af"/>`
            : '',
        ),
      )
      break
    }
    case 'karnawal': {
      parts.push(ground)
      for (let i = 0; i < 40; i++) {
        const x = r1(rnd() * W)
        const y = r1(between(rnd, 0.3, 0.95) * H)
        parts.push(
          `<rect x="${x}" y="${y}" width="12" height="6" transform="rotate(${Math.floor(rnd() * 180)} ${x} ${y})" fill="${pick(rnd, ['#fde047', '#22d3ee', '#f472b6', '#a3e635', '#ffffff'])}" opacity="0.85"/>`,
        )
      }
      for (let i = 0; i < 5; i++) {
        const x = between(rnd, 0.05, 0.95) * W
        const y = between(rnd, 0.35, 0.55) * H
        parts.push(
          `<line x1="${r1(x)}" y1="${r1(y + 38)}" x2="${r1(x + between(rnd, -20, 20))}" y2="${r1(y + 140)}" stroke="#ffffffaa" stroke-width="2"/>
          <ellipse cx="${r1(x)}" cy="${r1(y)}" rx="30" ry="38" fill="${pick(rnd, ['#f43f5e', '#facc15', '#38bdf8', '#a78bfa'])}"/>`,
        )
      }
      parts.push(
        crowd(rnd, 6 + Math.floor(rnd() * 5), W * 0.08, W * 0.92, groundY, size, (p) =>
          rnd() < 0.5
            ? `<polygon points="${r1(p.x - p.h * 0.12)},${r1(p.y - p.h * 0.95)} ${r1(p.x + p.h * 0.12)},${r1(p.y - p.h * 0.95)} ${r1(p.x)},${r1(p.y - p.h * 1.3)}" fill="${pick(rnd, ['#fde047', '#22d3ee', '#f472b6'])}"/>`
            : '',
        ),
      )
      break
    }
    case 'andrzejki': {
      parts.push(
        `<circle cx="${r1(W * 0.84)}" cy="${r1(H * 0.55)}" r="${r1(size * 0.2)}" fill="#fef3c7"/>`,
      )
      for (let i = 0; i < 30; i++) {
        parts.push(
          `<circle cx="${r1(rnd() * W)}" cy="${r1(between(rnd, 0.3, 0.7) * H)}" r="${r1(between(rnd, 1, 3))}" fill="#ffffff" opacity="0.8"/>`,
        )
      }
      parts.push(ground)
      parts.push(crowd(rnd, 4 + Math.floor(rnd() * 4), W * 0.1, W * 0.9, groundY, size))
      const tableY = groundY + (H - groundY) * 0.35
      parts.push(
        `<rect x="${r1(W * 0.25)}" y="${r1(tableY)}" width="${r1(W * 0.5)}" height="24" rx="6" fill="#7c4a1e"/>`,
      )
      for (let i = 0; i < 5; i++) {
        const x = W * (0.3 + i * 0.1)
        parts.push(
          `<rect x="${r1(x - 8)}" y="${r1(tableY - 50)}" width="16" height="50" fill="#fffbeb"/>
          <ellipse cx="${r1(x)}" cy="${r1(tableY - 62)}" rx="7" ry="13" fill="${palette.accent}"/>`,
        )
      }
      break
    }
    case 'egzaminy': {
      parts.push(
        `<rect x="${r1(W * 0.2)}" y="${r1(H * 0.36)}" width="${r1(W * 0.6)}" height="${r1(H * 0.26)}" rx="8" fill="#1f4d3a" stroke="#8b5e3c" stroke-width="10"/>`,
      )
      parts.push(ground)
      parts.push(crowd(rnd, 4 + Math.floor(rnd() * 3), W * 0.12, W * 0.88, groundY, size * 0.9))
      for (let i = 0; i < 3; i++) {
        const x = W * (0.08 + i * 0.31)
        parts.push(`<rect x="${r1(x)}" y="${r1(groundY - 10)}" width="${r1(W * 0.22)}" height="22" fill="#a16207"/>
          <rect x="${r1(x + 8)}" y="${r1(groundY + 12)}" width="10" height="${r1((H - groundY) * 0.6)}" fill="#713f12"/>
          <rect x="${r1(x + W * 0.22 - 18)}" y="${r1(groundY + 12)}" width="10" height="${r1((H - groundY) * 0.6)}" fill="#713f12"/>
          <rect x="${r1(x + W * 0.06)}" y="${r1(groundY - 16)}" width="${r1(W * 0.08)}" height="8" fill="#ffffff"/>`)
      }
      break
    }
    case 'boze-narodzenie': {
      parts.push(star(W * 0.5, H * 0.42, size * 0.16, palette.accent))
      for (let i = 0; i < 35; i++) {
        parts.push(
          `<circle cx="${r1(rnd() * W)}" cy="${r1(between(rnd, 0.3, 1) * H)}" r="${r1(between(rnd, 2, 5))}" fill="#ffffff" opacity="0.75"/>`,
        )
      }
      parts.push(ground, stage(W, groundY, '#8b5a2b', '#9f1239'))
      const sx = W * 0.5
      parts.push(`<polygon points="${r1(sx - 130)},${r1(groundY - 40)} ${r1(sx)},${r1(groundY - 200)} ${r1(sx + 130)},${r1(groundY - 40)}" fill="#7c4a1e" opacity="0.9"/>
        <rect x="${r1(sx - 40)}" y="${r1(groundY - 80)}" width="80" height="40" fill="#fbbf24"/>`)
      parts.push(crowd(rnd, 3 + Math.floor(rnd() * 3), W * 0.14, W * 0.36, groundY - 40, size))
      parts.push(crowd(rnd, 3 + Math.floor(rnd() * 3), W * 0.64, W * 0.86, groundY - 40, size))
      break
    }
    case 'parada-3-maja': {
      parts.push(ground)
      parts.push(
        `<rect x="0" y="${r1(groundY + (H - groundY) * 0.45)}" width="${W}" height="6" fill="#f8fafc" stroke-dasharray="40 30" stroke="#f8fafc"/>`,
      )
      for (let i = 0; i < 4; i++) {
        const bx = W * (0.02 + i * 0.25)
        const bh = between(rnd, 0.15, 0.3) * H
        parts.push(
          `<rect x="${r1(bx)}" y="${r1(groundY - bh - size * 0.5)}" width="${r1(W * 0.2)}" height="${r1(bh)}" fill="#ffffff" opacity="0.35"/>`,
        )
      }
      parts.push(`<rect x="${r1(W * 0.2)}" y="${r1(groundY - size * 1.25)}" width="${r1(W * 0.6)}" height="${r1(size * 0.22)}" fill="#ffffff" stroke="${palette.accent}" stroke-width="6"/>
        <rect x="${r1(W * 0.2)}" y="${r1(groundY - size * 1.25 + size * 0.11)}" width="${r1(W * 0.6)}" height="${r1(size * 0.11)}" fill="${palette.accent}"/>`)
      parts.push(
        crowd(rnd, 7 + Math.floor(rnd() * 4), W * 0.08, W * 0.92, groundY, size, (p) =>
          rnd() < 0.5 ? polishFlag(p.x + p.h * 0.15, p.y - p.h * 1.25, p.h * 0.32, p.h * 0.75) : '',
        ),
      )
      break
    }
    case 'pielgrzymka': {
      const cx = W * 0.72
      const cy = groundY - size * 0.35
      parts.push(`<g fill="#6b7280" opacity="0.85">
        <rect x="${r1(cx - 90)}" y="${r1(cy - 110)}" width="180" height="${r1(110 + size * 0.35)}"/>
        <polygon points="${r1(cx - 110)},${r1(cy - 110)} ${r1(cx)},${r1(cy - 190)} ${r1(cx + 110)},${r1(cy - 110)}"/>
        <rect x="${r1(cx + 60)}" y="${r1(cy - 260)}" width="60" height="${r1(150 + size * 0.35)}"/>
        <polygon points="${r1(cx + 55)},${r1(cy - 260)} ${r1(cx + 90)},${r1(cy - 330)} ${r1(cx + 125)},${r1(cy - 260)}"/>
      </g>
      <rect x="${r1(cx + 87)}" y="${r1(cy - 375)}" width="6" height="45" fill="#4b5563"/>
      <rect x="${r1(cx + 75)}" y="${r1(cy - 362)}" width="30" height="6" fill="#4b5563"/>`)
      parts.push(ground)
      parts.push(
        `<polygon points="${r1(W * 0.1)},${r1(H)} ${r1(W * 0.68)},${r1(groundY)} ${r1(W * 0.76)},${r1(groundY)} ${r1(W * 0.6)},${r1(H)}" fill="#e7d3a8"/>`,
      )
      parts.push(
        crowd(rnd, 5 + Math.floor(rnd() * 4), W * 0.1, W * 0.55, groundY + 20, size * 0.85, (p) =>
          rnd() < 0.25
            ? `<line x1="${r1(p.x + p.h * 0.2)}" y1="${r1(p.y - p.h * 1.1)}" x2="${r1(p.x + p.h * 0.2)}" y2="${r1(p.y - p.h * 0.2)}" stroke="#6b4f2a" stroke-width="4"/>`
            : '',
        ),
      )
      break
    }
    case 'slubowanie': {
      parts.push(ground, stage(W, groundY, '#6b3f1f', '#7f1d1d'))
      const fx = W * (rnd() < 0.5 ? 0.16 : 0.72)
      const fy = groundY - size * 0.8
      parts.push(`<rect x="${r1(fx)}" y="${r1(fy)}" width="${r1(W * 0.12)}" height="${r1(W * 0.04)}" fill="#ffffff" stroke="#d1d5db"/>
        <rect x="${r1(fx)}" y="${r1(fy + W * 0.04)}" width="${r1(W * 0.12)}" height="${r1(W * 0.04)}" fill="#dc143c"/>
        <line x1="${r1(fx)}" y1="${r1(fy)}" x2="${r1(fx)}" y2="${r1(groundY - 20)}" stroke="#fbbf24" stroke-width="6"/>`)
      const px = W * 0.3
      const py = groundY + (H - groundY) * 0.45
      parts.push(`<g transform="rotate(-4 ${r1(px)} ${r1(py)})">
        <rect x="${r1(px)}" y="${r1(py)}" width="${r1(size * 0.8)}" height="26" fill="${palette.accent}"/>
        <rect x="${r1(px - 24)}" y="${r1(py)}" width="24" height="26" fill="#f472b6"/>
        <polygon points="${r1(px + size * 0.8)},${r1(py)} ${r1(px + size * 0.8 + 40)},${r1(py + 13)} ${r1(px + size * 0.8)},${r1(py + 26)}" fill="#f5deb3"/>
      </g>`)
      parts.push(
        crowd(rnd, 5 + Math.floor(rnd() * 4), W * 0.12, W * 0.88, groundY - 40, size * 0.75),
      )
      break
    }
    case 'zdjecia-klasowe': {
      parts.push(
        `<rect x="${r1(W * 0.1)}" y="${r1(H * 0.33)}" width="${r1(W * 0.8)}" height="${r1(H * 0.3)}" rx="6" fill="#1f4d3a" stroke="#8b5e3c" stroke-width="10"/>`,
      )
      parts.push(ground)
      const n = 5 + Math.floor(rnd() * 3)
      for (const [row, y, s] of [
        [0, groundY - size * 0.05, size * 0.8],
        [1, groundY + size * 0.18, size * 0.7],
      ]) {
        for (let i = 0; i < n - row; i++) {
          const x = W * (0.12 + ((i + row * 0.5 + 0.5) * 0.76) / n)
          parts.push(person(rnd, x, y, s * between(rnd, 0.92, 1.04)))
        }
      }
      parts.push(person(rnd, W * 0.06, groundY + size * 0.05, size * 1.05))
      break
    }
    default:
      parts.push(ground, crowd(rnd, 6, W * 0.1, W * 0.9, groundY, size))
  }
  return parts.join('\n')
}

function svgFor(album, relPath, index, W, H) {
  const palette = PALETTES[album.event] ?? PALETTES.inne
  const rnd = random(hash(`${relPath}#${index}`))
  const tilt = Math.floor(rnd() * 3) - 1
  const body = scene(album.event, rnd, W, H, palette)
  // Where the light falls and how warm it is: a different frame of the same event each time.
  const lightX = r1(between(rnd, 0.25, 0.75))
  const warmth = pick(rnd, ['#ffb35c', '#ffd9a0', '#9cc3ff', '#ffe9c7'])
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="${r1(0.15 * tilt)}" y2="1">
      <stop offset="0" stop-color="${palette.sky[0]}"/>
      <stop offset="1" stop-color="${palette.sky[1]}"/>
    </linearGradient>
    <radialGradient id="light" cx="${lightX}" cy="0.35" r="0.8">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.55" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.55"/>
    </radialGradient>
    <filter id="lens" x="0" y="0" width="100%" height="100%">
      <feGaussianBlur stdDeviation="${r1(between(rnd, 1.2, 2.2))}"/>
    </filter>
    <filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="2" seed="${index}"/>
      <feColorMatrix type="saturate" values="0"/>
    </filter>
  </defs>
  <g filter="url(#lens)">
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${body}
  </g>
  <rect width="${W}" height="${H}" fill="url(#light)"/>
  <rect width="${W}" height="${H}" fill="${warmth}" opacity="0.12"/>
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
  <!-- sensor grain: looks a little like a photo and keeps the JPEG at a realistic 40–90 KB -->
  <rect width="${W}" height="${H}" filter="url(#grain)" opacity="0.32"/>
</svg>`
}

// Which photo numbers album.yaml refers to (cover, captions), so that they exist.
function referencedCount(album, relPath) {
  let max = 0
  const names = [album.cover, ...Object.keys(album.captions ?? {})].filter(Boolean)
  for (const name of names) {
    const match = /^(\d+)\.jpg$/.exec(String(name))
    if (match) max = Math.max(max, Number(match[1]))
    else console.warn(`${relPath}: "${name}" is not a generated photo name (NN.jpg)`)
  }
  return max
}

async function drawPhoto(album, relPath, index, rotated) {
  if (rotated) {
    // Draw upright as a portrait, store the pixels turned 90° counter-clockwise, and let EXIF
    // Orientation 6 (rotate 90° clockwise) turn it back.
    const png = await sharp(Buffer.from(svgFor(album, relPath, index, HEIGHT, WIDTH)))
      .png()
      .toBuffer()
    const stored = await sharp(png).rotate(270).png().toBuffer()
    return sharp(stored)
      .jpeg({ quality: 70, mozjpeg: true })
      .withMetadata({ orientation: 6 })
      .toBuffer()
  }
  return sharp(Buffer.from(svgFor(album, relPath, index, WIDTH, HEIGHT)))
    .jpeg({ quality: 70, mozjpeg: true })
    .toBuffer()
}

/** Writes the photo unless the file already holds these bytes; true when it wrote. */
async function writePhoto(file, album, relPath, index, rotated) {
  const jpeg = await drawPhoto(album, relPath, index, rotated)
  if (existsSync(file) && readFileSync(file).equals(jpeg)) return false
  writeFileSync(file, jpeg)
  return true
}

const isDir = (p) => statSync(p).isDirectory()
// Which albums to draw: those under the folders named on the command line, or all.
const only = process.argv.slice(2)
const chosen = (relPath) =>
  only.length === 0 || only.some((folder) => `${relPath}/`.startsWith(`${folder}/`))
let photos = 0
let written = 0
let albums = 0
let bytes = 0
for (const year of readdirSync(galleryDir).sort()) {
  if (!/^\d{4}-\d{4}$/.test(year) || !isDir(path.join(galleryDir, year))) continue
  for (const slug of readdirSync(path.join(galleryDir, year)).sort()) {
    const dir = path.join(galleryDir, year, slug)
    const yamlFile = path.join(dir, 'album.yaml')
    const relPath = `${year}/${slug}`
    if (!isDir(dir) || !existsSync(yamlFile) || !chosen(relPath)) continue
    const album = yaml.load(readFileSync(yamlFile, 'utf8'))
    const count = Math.max(2 + (hash(relPath) % 5), referencedCount(album, relPath))
    albums++
    for (let i = 1; i <= count; i++) {
      const name = `${String(i).padStart(2, '0')}.jpg`
      const file = path.join(dir, name)
      if (await writePhoto(file, album, relPath, i, `${relPath}/${name}` === ROTATED_PHOTO))
        written++
      bytes += statSync(file).size
      photos++
    }
  }
}
if (photos === 0) throw new Error(`No albums found under ${galleryDir} ${only.join(' ')}`)
console.log(
  `${photos} photos in ${albums} albums, ${written} of them written (the others unchanged): ${bytes} bytes (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
)
