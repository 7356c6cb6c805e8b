/** The caller's ioredis `Redis` class, or anything that connects and pings like it. */
export interface RedisClass {
  new (url: string, options: Record<string, unknown>): {
    on(event: 'error', listener: () => void): unknown;
    connect(): Promise<unknown>;
    ping(): Promise<string>;
    disconnect(): void;
  };
}

/** Whether a Redis server answers a PING at `url` within a second. */
export function redisAnswers(Redis: RedisClass, url: string): Promise<boolean>;
