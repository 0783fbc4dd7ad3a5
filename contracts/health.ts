import * as v from 'valibot';

/** `GET /api/health/`: the process is up and serving (a liveness probe; it checks nothing else). */
export const HealthSchema = v.object({ status: v.literal('ok') });

/** How one dependency answered the readiness check. */
export const CheckStateSchema = v.picklist(['ok', 'failed']);

/**
 * `GET /api/ready/`: 200 when this instance can serve (the database answers, and Redis when
 * REDIS_URL is set), 503 otherwise and while it shuts down; `checks` names each dependency.
 */
export const ReadySchema = v.object({
  status: v.picklist(['ready', 'not ready']),
  checks: v.record(v.string(), CheckStateSchema),
});

export type Ready = v.InferOutput<typeof ReadySchema>;
