// Editor input is parsed and sanitized off the server's thread (issue #17): a text made to be
// slow must not hold every other request. One worker, one job at a time; a job that takes longer
// than the limit ends its worker, a new one takes its place, and the save answers 422.
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { FastifyInstance } from 'fastify'
import { apiError } from '../../errors'
import type { InputKind, Inspection } from './job'

export type { InputKind, Inspection } from './job'

/**
 * How long one field may take. A 50,000-character page takes 50–300 ms (jsdom's parse is most of
 * it, measured on a loaded 2-core machine), a pathological one seconds; well under 1 s so that even
 * a refused save answers within a second (__tests__/server/content-redos.test.ts).
 */
export const INSPECT_TIMEOUT_MS = 800

export const TOO_COMPLEX_MESSAGE =
  'Tekst jest zbyt złożony, by go sprawdzić przed publikacją. Uprość go (np. usuń długie ciągi ' +
  'nawiasów, znaków < lub gwiazdek) i zapisz ponownie.'
export const tooComplex = () => apiError(422, 'CONTENT_TOO_COMPLEX', TOO_COMPLEX_MESSAGE)

export interface ContentInspector {
  inspect(text: string, kind: InputKind): Promise<Inspection>
  /** Starts the worker now rather than at the first save. */
  warm(): void
  close(): Promise<void>
}

interface Job {
  id: number
  text: string
  kind: InputKind
  resolve: (inspection: Inspection) => void
  reject: (error: Error) => void
}

export function createContentInspector({ timeoutMs = INSPECT_TIMEOUT_MS } = {}): ContentInspector {
  const queue: Job[] = []
  // The worker in use, and a loaded spare that takes over at once when one is ended: loading
  // takes about a second, which the save after a refused one would otherwise wait.
  let worker: Worker | undefined
  let spare: Worker | undefined
  // A job's time starts once its worker has loaded.
  const loaded = new WeakSet<Worker>()
  let current: { job: Job; timer: NodeJS.Timeout } | undefined
  let nextId = 0
  let closed = false

  const start = () => {
    const started = new Worker(path.join(__dirname, 'boot.cjs'))
    // An idle worker must not keep the process alive (a CLI, a test's end).
    started.unref()
    started.on('message', (message: { ready?: true; id?: number; result?: Inspection }) => {
      if (message.ready) {
        loaded.add(started)
        next()
        return
      }
      if (started !== worker || !current || message.id !== current.job.id) return
      const { job, timer } = current
      clearTimeout(timer)
      current = undefined
      // marked or jsdom giving up (a stack overflow on 25,000 nested quotes): too complex as well.
      if (message.result) job.resolve(message.result)
      else job.reject(tooComplex())
      next()
    })
    started.on('error', (error) => fail(started, error))
    started.on('exit', () => fail(started, new Error('content check worker exited')))
    return started
  }

  const fail = (which: Worker, error: Error) => {
    if (which === spare) spare = undefined
    if (which !== worker) return
    worker = undefined
    if (current) {
      clearTimeout(current.timer)
      current.job.reject(error)
      current = undefined
    }
    // A worker that cannot even load fails the waiting saves instead of restarting in a loop;
    // the next save tries again.
    if (!loaded.has(which)) for (const job of queue.splice(0)) job.reject(error)
    else next()
  }

  const next = () => {
    if (closed || queue.length === 0) return
    worker ??= start()
    spare ??= start()
    if (current || !loaded.has(worker)) return
    const job = queue.shift()!
    const active = worker
    const timer = setTimeout(() => {
      current = undefined
      worker = spare
      spare = undefined
      void active.terminate()
      job.reject(tooComplex())
      next()
    }, timeoutMs)
    current = { job, timer }
    active.postMessage({ id: job.id, text: job.text, kind: job.kind })
  }

  return {
    warm: () => {
      worker ??= start()
      spare ??= start()
    },
    inspect: (text, kind) =>
      new Promise((resolve, reject) => {
        queue.push({ id: ++nextId, text, kind, resolve, reject })
        next()
      }),
    async close() {
      closed = true
      await Promise.all([worker?.terminate(), spare?.terminate()])
    },
  }
}

/** The check worker of one server: loaded as soon as it listens (through app.inject, when used). */
export function serverInspector(app: FastifyInstance): ContentInspector {
  const inspector = createContentInspector()
  app.addHook('onListen', async () => inspector.warm())
  app.addHook('onClose', async () => inspector.close())
  return inspector
}
