import type { Redis } from 'ioredis';

/**
 * Adds each increment to its client's counter and answers every client's total and the
 * milliseconds left of its window, as one flat list: total, ttl, total, ttl, ... A counter's
 * window starts with its first request, as @fastify/rate-limit's own Redis store counts.
 */
const COUNT_BATCH = `
local window = tonumber(ARGV[1])
local answer = {}
for index, key in ipairs(KEYS) do
  local total = redis.call('INCRBY', key, ARGV[index + 1])
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, window)
    ttl = window
  end
  answer[2 * index - 1] = total
  answer[2 * index] = ttl
end
return answer
`;

type CountBatch = (keyCount: number, ...keysThenArguments: (string | number)[]) => Promise<number[]>;

/**
 * One batch of counts in one round trip: a script registered with ioredis's defineCommand,
 * which sends it by its SHA and loads it again when Redis has lost it.
 */
export function countInRedis(
  redis: Redis,
): (keys: string[], increments: number[], windowMs: number) => Promise<number[]> {
  redis.defineCommand('mycalCountBatch', { lua: COUNT_BATCH });
  const countBatch = (redis as unknown as { mycalCountBatch: CountBatch }).mycalCountBatch.bind(redis);
  return (keys, increments, windowMs) => countBatch(keys.length, ...keys, windowMs, ...increments);
}
