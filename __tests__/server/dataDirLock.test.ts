import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from '../../server/dataDirLock'

const lockModule = path.resolve(__dirname, '../../server/dataDirLock.ts')

let root: string
let dir: string
const locks: { release(): void }[] = []
const children: ChildProcess[] = []

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'))
  dir = path.join(root, 'dane')
})
afterEach(() => {
  locks.splice(0).forEach((lock) => lock.release())
  children.splice(0).forEach((child) => child.kill('SIGKILL'))
  fs.rmSync(root, { recursive: true, force: true })
})

const lockFile = () => path.join(dir, LOCK_FILE_NAME)
const lock = () => {
  const taken = lockDataDir(dir)
  locks.push(taken)
  return taken
}
const inUseMessage = (pid: number) =>
  `DATA_DIR ${dir} is in use by another server (pid ${pid}). Stop it first, or use another DATA_DIR.`

// A second server: a Node process that runs `code` with the real lock module loaded through tsx.
function startServerProcess(code: string): ChildProcess & { output: Promise<string> } {
  const script = `const { lockDataDir } = require(${JSON.stringify(lockModule)}); ${code}`
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', '-e', script, dir])
  children.push(child)
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const done = new Promise<string>((resolve) => child.on('exit', () => resolve(output)))
  return Object.assign(child, { output: done })
}

const until = (child: ChildProcess, text: string) =>
  new Promise<void>((resolve) =>
    child.stdout?.on('data', (c) => String(c).includes(text) && resolve()),
  )

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid as number
}

describe('lockDataDir', () => {
  it('creates a missing data folder and a lock file holding this process’s pid', () => {
    lock()
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid))
  })

  it('refuses a second lock on the same folder with a DataDirLockedError naming folder and pid', () => {
    lock()
    expect(lock).toThrow(DataDirLockedError)
    expect(lock).toThrow(inUseMessage(process.pid))
  })

  it('removes the lock file on release, after which the folder can be locked again', () => {
    lock().release()
    expect(fs.existsSync(lockFile())).toBe(false)
    expect(lock).not.toThrow()
  })

  it('takes over a stale lock left by a process that no longer exists', async () => {
    fs.mkdirSync(dir)
    fs.writeFileSync(lockFile(), `${await deadPid()}\n`)
    lock()
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid))
  })

  it('takes over a lock left by an earlier process that had the same pid, as in a restarted container', () => {
    fs.mkdirSync(dir)
    fs.writeFileSync(lockFile(), `${process.pid}\n`)
    expect(lock).not.toThrow()
  })

  it('takes over a lock file that holds no pid at all', () => {
    fs.mkdirSync(dir)
    fs.writeFileSync(lockFile(), '')
    expect(lock).not.toThrow()
  })

  it('leaves the lock file on release when it no longer holds this process’s pid', () => {
    const taken = lock()
    fs.writeFileSync(lockFile(), '1\n')
    taken.release()
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe('1\n')
  })

  it('respects a lock held by another running server, and takes it over once that one is killed', async () => {
    const other = startServerProcess(
      'lockDataDir(process.argv[1]); console.log("locked"); setInterval(() => {}, 1000)',
    )
    await until(other, 'locked')
    expect(lock).toThrow(inUseMessage(other.pid as number))

    other.kill('SIGKILL') // no chance to release: the next start must still work
    await other.output
    expect(lock).not.toThrow()
  }, 20_000)

  it('stops a second server process at once with the clear error while this one holds the lock', async () => {
    lock()
    const other = startServerProcess(
      'try { lockDataDir(process.argv[1]) } catch (e) { console.log(e.name + ": " + e.message); process.exit(3) }',
    )
    await expect(other.output).resolves.toContain(
      `DataDirLockedError: ${inUseMessage(process.pid)}`,
    )
    expect(other.exitCode).toBe(3)
  }, 20_000)
})
