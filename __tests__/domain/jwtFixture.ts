// Unsigned JWTs for tests: the browser only reads exp, the server verifies signatures.

export function base64Url(text: string): string {
  // UTF-8 bytes, one character each, without TextEncoder (which jsdom lacks).
  const binary = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  )
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function jwtWith(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`
}

/** A token that expires at expSeconds. */
export const jwtExpiringAt = (expSeconds: number): string =>
  jwtWith({ sub: 'sekretariat', exp: expSeconds })
