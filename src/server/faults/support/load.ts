import http from 'node:http';

export type LoadRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type LoadResult = {
  /** Answers by status code. */
  statuses: Record<number, number>;
  /** Connections the server no longer accepted: nothing was sent, so nothing was lost. */
  refused: number;
  /** Requests sent that never got a whole answer (reset, hang-up, timeout): lost. */
  lost: string[];
  /** Retry-After of every 503, as received. */
  retryAfter: Array<string | undefined>;
  /** The answers' bodies by status, a few of each (to check their shape). */
  samples: Record<number, string[]>;
};

function once(agent: http.Agent, base: URL, request: LoadRequest, timeoutMs: number) {
  return new Promise<{ status: number; body: string; retryAfter?: string }>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: {
          origin: base.origin,
          ...(request.body ? { 'content-type': 'application/json' } : {}),
          ...request.headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, retryAfter: res.headers['retry-after'] }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(request.body);
  });
}

/**
 * `concurrency` clients, each sending `next()`'s request as soon as the previous answer came,
 * over keep-alive connections, as a busy load balancer would; until `stop()`.
 */
export function startLoad(
  baseUrl: string,
  next: (n: number) => LoadRequest,
  options: {
    concurrency?: number;
    timeoutMs?: number;
    /** Called with every whole answer. */
    onAnswer?: (status: number, body: string) => void;
    /**
     * As a load balancer does with a failing health check: once this says so, no new request
     * is sent (those on their way still get their answers).
     */
    stopWhen?: (status: number, request: LoadRequest) => boolean;
  } = {},
) {
  const { concurrency = 8, timeoutMs = 30_000, onAnswer, stopWhen } = options;
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const result: LoadResult = { statuses: {}, refused: 0, lost: [], retryAfter: [], samples: {} };
  let running = true;
  let sent = 0;

  const worker = async () => {
    while (running) {
      const request = next(sent++);
      try {
        const answer = await once(agent, base, request, timeoutMs);
        result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
        onAnswer?.(answer.status, answer.body);
        if (stopWhen?.(answer.status, request)) running = false;
        const samples = result.samples[answer.status] ?? [];
        if (samples.length < 5) result.samples[answer.status] = [...samples, answer.body];
        if (answer.status === 503) result.retryAfter.push(answer.retryAfter);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ECONNREFUSED') {
          result.refused += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        } else {
          result.lost.push(`${request.method ?? 'GET'} ${request.path}: ${code ?? (error as Error).message}`);
        }
      }
    }
  };
  const workers = Array.from({ length: concurrency }, worker);

  return {
    /** Answers so far (a live view). */
    result,
    /** Whether requests are still being sent (false once `stopWhen` said so). */
    isRunning: () => running,
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return result;
    },
  };
}

export const answered = (result: LoadResult, status: number) => result.statuses[status] ?? 0;
