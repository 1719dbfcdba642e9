import path from 'node:path'

// Configuration comes only from environment variables with safe defaults (DESIGN.md, "Contracts").
const repoRoot = path.resolve(__dirname, '..')

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

export interface AppConfig {
  port: number
  host: string
  publicDir: string
  dataDir: string
  logLevel: LogLevel
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    publicDir: path.resolve(env.PUBLIC_DIR || path.join(repoRoot, 'public')),
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    logLevel: parseLogLevel(env.LOG_LEVEL),
  }
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8000
  const port = Number(value)
  // Port 0 asks the system for a free port, which tests and previews rely on.
  if (!/^\d+$/.test(value.trim()) || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}".`)
  }
  return port
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value.trim() === '') return 'info'
  const level = value.trim().toLowerCase()
  if (!(logLevels as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${value}".`)
  }
  return level as LogLevel
}
