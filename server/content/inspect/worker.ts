// The check worker's thread (./index.ts): answers one job at a time.
import { parentPort } from 'node:worker_threads'
import { inspectInput, type InputKind } from './job'

parentPort!.on('message', ({ id, text, kind }: { id: number; text: string; kind: InputKind }) => {
  try {
    parentPort!.postMessage({ id, result: inspectInput(text, kind) })
  } catch {
    parentPort!.postMessage({ id })
  }
})
// Loading jsdom, DOMPurify and marked takes a moment: do it before the first save needs it.
inspectInput('', 'markdown')
parentPort!.postMessage({ ready: true })
