import { DEFAULT_MAX_CONNECTIONS } from './http/edge/connection-limits.js';
import { DEFAULT_CONNECTIONS_PER_CLIENT } from './http/edge/connections-per-client.js';

/** Service configuration from the environment; an invalid value stops start-up with a message naming it. */
export interface Config {
  port: number;
  host: string;
  rateLimitPerMinute: number;
  /** Fastify's trustProxy: false (the socket address is the client), true (the nearest hop only), a hop count (which trusts no proxy: http/edge/client-address.ts), or addresses. */
  trustProxy: boolean | number | string[];
  redisUrl: string | undefined;
  /** How long a rate-limit count may wait on Redis before it is counted in process instead. */
  redisTimeoutMs: number;
  /** With Redis, requests of one client an instance answers before Redis has confirmed them (unset: 5 % of the limit). */
  rateLimitAhead: number | undefined;
  /** IPv6 clients share one quota per network of this prefix length (a /64 is one subscriber). */
  rateLimitIpv6Prefix: number;
  /** After SIGTERM, how long the service keeps answering (readiness failing) before it stops listening. */
  shutdownDrainMs: number;
  /** After SIGTERM, the hard deadline for the process to exit, drain included. */
  shutdownTimeoutMs: number;
  /** The origin every absolute link uses (`https://calendar.example.my`); unset: the request's Host (links/page-origin.ts). */
  publicOrigin: string | undefined;
  /** Connections held at once; past it a new one is closed on arrival (http/edge/connection-limits.ts). */
  maxConnections: number;
  /** Connections one client holds at once; past it a new one is closed on arrival (http/edge/connections-per-client.ts). */
  connectionsPerClient: number;
  /** The lowest level logged: info includes one line per request. */
  logLevel: (typeof LOG_LEVELS)[number];
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the configuration; an invalid value stops start-up with a message naming it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  requireOneProcess(env);
  const rateLimitPerMinute = integer(env, 'RATE_LIMIT_PER_MINUTE', 100, 1, 1_000_000_000);
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    rateLimitPerMinute,
    rateLimitAhead: env.RATE_LIMIT_AHEAD?.trim()
      ? integer(env, 'RATE_LIMIT_AHEAD', 1, 1, rateLimitPerMinute)
      : undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    redisUrl: redisUrl(env.REDIS_URL),
    redisTimeoutMs: integer(env, 'REDIS_TIMEOUT_MS', 50, 1, 10_000),
    rateLimitIpv6Prefix: integer(env, 'RATE_LIMIT_IPV6_PREFIX', 64, 1, 128),
    publicOrigin: publicOrigin(env.PUBLIC_ORIGIN),
    logLevel: logLevel(env.LOG_LEVEL),
    maxConnections: integer(env, 'MAX_CONNECTIONS', DEFAULT_MAX_CONNECTIONS, 1, 1_000_000),
    connectionsPerClient: integer(env, 'MAX_CONNECTIONS_PER_CLIENT', DEFAULT_CONNECTIONS_PER_CLIENT, 1, 1_000_000),
    ...shutdown(env),
  };
}

function shutdown(env: NodeJS.ProcessEnv): Pick<Config, 'shutdownDrainMs' | 'shutdownTimeoutMs'> {
  const shutdownTimeoutMs = integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000);
  const shutdownDrainMs = integer(env, 'SHUTDOWN_DRAIN_MS', Math.min(5_000, shutdownTimeoutMs / 2), 0, 600_000);
  if (shutdownDrainMs >= shutdownTimeoutMs) {
    throw new ConfigError(
      `SHUTDOWN_DRAIN_MS (${shutdownDrainMs}) must be shorter than SHUTDOWN_TIMEOUT_MS (${shutdownTimeoutMs}), which includes it.`,
    );
  }
  return { shutdownDrainMs, shutdownTimeoutMs };
}

/**
 * WORKERS is kept for compatibility, but only as 1: a Node cluster primary strands the
 * connections it has handed to a worker that dies. One process per container, scaled by
 * replicas behind a load balancer, loses nothing when a process dies.
 */
function requireOneProcess(env: NodeJS.ProcessEnv): void {
  const text = env.WORKERS?.trim();
  if (text !== undefined && text !== '' && text !== '1') {
    throw new ConfigError(
      `WORKERS must be 1; got "${text}". Run one process per container and scale with replicas (docs/deployment.md, "Scaling").`,
    );
  }
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${text}".`);
  }
  return Number(text);
}

/**
 * TRUST_PROXY: unset or "false" trusts nobody; "true" trusts the nearest hop only; a number is accepted
 * (older settings name hops) but trusts nobody, as in Fastify 5; otherwise a comma-separated
 * list of proxy addresses or CIDR ranges.
 */
function trustProxy(text: string | undefined): Config['trustProxy'] {
  const value = text?.trim();
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((part) => part.trim());
  if (addresses.some((address) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(address))) {
    throw new ConfigError(
      `TRUST_PROXY must be "true", "false", a hop count or a comma-separated list of addresses; got "${value}".`,
    );
  }
  return addresses;
}

function redisUrl(text: string | undefined): string | undefined {
  const value = text?.trim();
  if (value === undefined || value === '') return undefined;
  if (!/^rediss?:\/\/.+/.test(value))
    throw new ConfigError(`REDIS_URL must start with redis:// or rediss://; got "${value}".`);
  return value;
}

/**
 * PUBLIC_ORIGIN: an http(s) origin, scheme and host and optionally a port, nothing else (a
 * trailing slash is dropped). Also read by the static export (scripts/export-site.ts).
 */
export function publicOrigin(text: string | undefined): string | undefined {
  const value = text?.trim();
  if (value === undefined || value === '') return undefined;
  const problem = new ConfigError(
    `PUBLIC_ORIGIN must be an origin such as https://calendar.example.my (scheme, host and optionally a port; no path, query or credentials); got "${value}".`,
  );
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(value)) throw problem;
  try {
    return new URL(value).origin;
  } catch {
    throw problem;
  }
}

function logLevel(text: string | undefined): Config['logLevel'] {
  const value = text?.trim().toLowerCase();
  if (value === undefined || value === '') return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === value);
  if (level === undefined) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${text}".`);
  return level;
}
