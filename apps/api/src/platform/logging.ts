// Logging (issue 16, decision 024): at most one line per request, none for the storefront's in-process API calls (a
// page made ten of them, each logged twice), JSON lines in production and a short human format in a terminal.
//
//   LOG_LEVEL   fatal|error|warn|info|debug|trace|silent; default info in production, warn otherwise (so `npm start`
//               in a terminal shows the start banner with the demo logins and then only what needs attention)
//   LOG_FORMAT  json|pretty; default pretty when NODE_ENV is not production and stdout is a terminal, else json
import { Writable } from 'node:stream';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export type LogFormat = 'json' | 'pretty';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function defaultLogLevel(env: 'development' | 'production' | 'test'): string {
  return env === 'production' ? 'info' : 'warn';
}

export function defaultLogFormat(env: 'development' | 'production' | 'test', isTTY: boolean): LogFormat {
  return env !== 'production' && isTTY ? 'pretty' : 'json';
}

/** A request fastify.inject() made in this process (the storefront's loaders calling the API). */
const inProcess = (request: FastifyRequest) => '_lightMyRequest' in request.raw;

/**
 * Fastify's request log in one line per request at its end (method, address, status, milliseconds) instead of two
 * ("incoming request", "request completed"); in-process calls are not logged unless they fail.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && inProcess(request)) return;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, `${request.method} ${request.url} ${reply.statusCode}`);
  }
}

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const OMIT = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'method', 'url', 'statusCode', 'ms', 'err']);

/** One JSON log line as a short line for a person: `12:03:04 WARN message key=value`, an error's stack below it. */
export function prettyLine(json: string): string {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof o.time === 'number' ? new Date(o.time).toISOString().slice(11, 19) : '';
  const level = LEVEL_NAMES[o.level as number] ?? String(o.level);
  const extra = Object.entries(o)
    .filter(([k]) => !OMIT.has(k))
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  if (typeof o.ms === 'number') extra.unshift(`${o.ms} ms`);
  const err = o.err as { message?: string; stack?: string } | undefined;
  const head = [time, level.padEnd(5), String(o.msg ?? ''), ...extra].filter(Boolean).join(' ');
  return err ? `${head}\n  ${err.stack ?? err.message ?? ''}`.trimEnd() : head;
}

/** A stream for pino that writes each line through prettyLine. */
export function prettyStream(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer | string, _enc, callback) {
      for (const line of String(chunk).split('\n')) if (line) out.write(`${prettyLine(line)}\n`);
      callback();
    },
  });
}

/**
 * A visitor who leaves a page (or aborts a call) while its answer streams: @fastify/compress's pipe then ends with
 * end-of-stream's "premature close" (Node's own streams say ERR_STREAM_PREMATURE_CLOSE) and the plugin logs it as an
 * error. Nothing failed on our side, so such a line goes out at debug; every other error keeps its level.
 */
export function isClientGone(value: unknown): boolean {
  const err = (value && typeof value === 'object' && 'err' in value ? (value as { err: unknown }).err : value) as { code?: unknown; message?: unknown } | null;
  if (!err || typeof err !== 'object') return false;
  return err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.message === 'premature close';
}

type LogFn = (this: { debug: (...args: unknown[]) => void }, args: unknown[], method: (...args: unknown[]) => void, level: number) => void;

/** pino's hook: "premature close" errors (the client went away) are logged at debug (isClientGone). */
export const downgradeClientGone: LogFn = function (args, method, level) {
  if (level >= 50 && isClientGone(args[0])) {
    const first = args[0] as { err?: unknown };
    this.debug({ err: first && typeof first === 'object' && 'err' in first ? first.err : first }, 'answer not finished: the client went away');
    return;
  }
  method.apply(this, args);
};

type LoggerOptions = { level: string; stream?: NodeJS.WritableStream; hooks: { logMethod: LogFn } };

/** Fastify's logger options for a level and format (JSON to `out`, default stdout, or the pretty lines). */
export function loggerOptions(level: string, format: LogFormat, out?: NodeJS.WritableStream): LoggerOptions {
  const hooks = { logMethod: downgradeClientGone };
  if (format === 'pretty') return { level, stream: prettyStream(out), hooks };
  return out ? { level, stream: out, hooks } : { level, hooks };
}
