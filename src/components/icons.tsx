// Inline SVG icons: decorative (aria-hidden); the text beside each one carries the meaning.
import type { ReactNode, SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

/**
 * An icon drawn by its paths alone, in this order. Each call below is marked pure, so that a page's
 * bundle still drops the icons it does not use.
 */
function iconOf(...paths: string[]) {
  return function PathIcon(props: IconProps) {
    return (
      <Icon {...props}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </Icon>
    )
  }
}

export const BellIcon = /* @__PURE__ */ iconOf(
  'M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9',
  'M13.7 21a2 2 0 0 1-3.4 0',
)

export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </Icon>
)

/** The badge that marks the current menu group and item. */
export const BadgeIcon = /* @__PURE__ */ iconOf(
  'M12 2l2.4 2.2 3.2-.4.9 3.1 2.9 1.5-1 3.1 1 3.1-2.9 1.5-.9 3.1-3.2-.4L12 22l-2.4-2.2-3.2.4-.9-3.1L2.6 15.6l1-3.1-1-3.1 2.9-1.5.9-3.1 3.2.4z',
)

/** The check badge that marks the current section and item in the footer. */
export const CheckBadgeIcon = /* @__PURE__ */ iconOf(
  'M12 2l2.4 2.2 3.2-.4.9 3.1 2.9 1.5-1 3.1 1 3.1-2.9 1.5-.9 3.1-3.2-.4L12 22l-2.4-2.2-3.2.4-.9-3.1L2.6 15.6l1-3.1-1-3.1 2.9-1.5.9-3.1 3.2.4z',
  'M8.5 12.2l2.3 2.3 4.7-4.8',
)

export const ChevronDownIcon = /* @__PURE__ */ iconOf('M6 9l6 6 6-6')

export const ArrowLeftIcon = /* @__PURE__ */ iconOf('M19 12H5M12 19l-7-7 7-7')

export const MenuIcon = /* @__PURE__ */ iconOf('M3 6h18M3 12h18M3 18h18')

export const CloseIcon = /* @__PURE__ */ iconOf('M18 6L6 18M6 6l12 12')

export const FacebookIcon = /* @__PURE__ */ iconOf(
  'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
)

export const YoutubeIcon = /* @__PURE__ */ iconOf(
  'M22.5 6.4a2.8 2.8 0 0 0-2-2C18.8 4 12 4 12 4s-6.8 0-8.5.4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 5.6 2.8 2.8 0 0 0 2 2c1.7.4 8.5.4 8.5.4s6.8 0 8.5-.4a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-5.6z',
  'M9.8 15.5l5.7-3.5-5.7-3.5z',
)

/** A rating star; pass fill="currentColor" for a chosen one. */
export const StarIcon = /* @__PURE__ */ iconOf(
  'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z',
)

export const CheckIcon = /* @__PURE__ */ iconOf('M20 6L9 17l-5-5')

export const TrashIcon = /* @__PURE__ */ iconOf(
  'M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
  'M10 11v6M14 11v6',
)

export const PlusIcon = /* @__PURE__ */ iconOf('M12 5v14M5 12h14')
