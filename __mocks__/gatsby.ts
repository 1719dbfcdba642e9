// Keeps the real gatsby module but replaces what needs Gatsby's runtime (examples/using-jest).
import * as React from 'react'

const gatsby = jest.requireActual('gatsby')

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
  replace?: boolean
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({ activeClassName, activeStyle, partiallyActive, replace, to, ...rest }: LinkProps) =>
        React.createElement('a', { ...rest, href: to }),
    ),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }: { alias: string }) =>
      React.createElement('div', { ...rest, 'data-test-slice-alias': alias }),
    ),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
}
