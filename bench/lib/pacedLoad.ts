import http from 'node:http'

export interface PacedLoadOptions {
  url: string
  method: string
  headers: Record<string, string>
  body: () => string
  /** Requests per second, sent at even intervals whether or not answers have come. */
  rate: number
  /** Keep-alive connections at most; a request waits for a free one (and that wait counts). */
  connections: number
  seconds: number
}

export interface PacedLoadResult {
  sent: number
  ok: number
  failed: number
  /** Achieved rate of 2xx answers over the run. */
  okPerSecond: number
  p50: number
  p99: number
  max: number
}

/**
 * An open-loop load: requests are due at a steady rate, as from many browsers that do not wait
 * for each other, and each latency runs from the moment the request was due to the end of its
 * answer, so a slow server cannot hide its backlog (no "coordinated omission"). autocannon's
 * own rate limit sends each second's requests in one burst at the start of the second, which
 * measures the burst, not the rate.
 */
export async function pacedLoad(options: PacedLoadOptions): Promise<PacedLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const target = new URL(options.url)
  const latencies: number[] = []
  let ok = 0
  let failed = 0
  let sent = 0
  const interval = 1000 / options.rate
  const total = Math.round(options.rate * options.seconds)
  const start = performance.now()
  const answers: Promise<void>[] = []

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const payload = options.body()
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: options.method,
          headers: { ...options.headers, 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          response.resume()
          response.on('end', () => {
            latencies.push(performance.now() - due)
            if (response.statusCode! >= 200 && response.statusCode! < 300) ok += 1
            else failed += 1
            resolve()
          })
        },
      )
      request.on('error', () => {
        failed += 1
        resolve()
      })
      request.end(payload)
    })

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      while (sent < total && start + sent * interval <= now) {
        answers.push(send(start + sent * interval))
        sent += 1
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()))
      else resolve()
    }
    tick()
  })
  await Promise.all(answers)
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN)
  return {
    sent,
    ok,
    failed,
    okPerSecond: ok / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(latencies[latencies.length - 1] ?? NaN),
  }
}
