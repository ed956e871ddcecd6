import http from 'node:http';

// The benches' client of GET /api/notifications/stream (bench/live.ts, bench/chat.ts): one
// socket per stream, as browsers hold them, and a keep-alive agent for the actions.

/** One event of the chosen name: when it arrived (performance.now()) and its JSON data. */
export type Arrival<T> = { at: number; data: T };
/** An open stream: `next()` resolves with the next event of the chosen name. */
export type EventStream<T> = { next(): Promise<Arrival<T>>; close(): void };

const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
/** For the requests that cause the events. */
export const actionAgent = new http.Agent({ keepAlive: true, maxSockets: 8 });

export function openEventStream<T>(port: number, cookie: string, eventName: string): Promise<EventStream<T>> {
  const marker = new RegExp(`^event: ${eventName}$`, 'm');
  return new Promise((resolve, reject) => {
    const waiters: ((a: Arrival<T>) => void)[] = [];
    const arrived: Arrival<T>[] = [];
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/notifications/stream',
        agent: streamAgent,
        headers: { cookie, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (marker.test(event)) {
              const at = performance.now();
              const data = event
                .split('\n')
                .filter((line) => line.startsWith('data:'))
                .map((line) => line.slice(5).trimStart())
                .join('\n');
              const arrival = { at, data: JSON.parse(data) as T };
              const waiter = waiters.shift();
              if (waiter) waiter(arrival);
              else arrived.push(arrival);
            }
            end = buffer.indexOf('\n\n');
          }
        });
        resolve({
          next: () => {
            const a = arrived.shift();
            return a !== undefined ? Promise.resolve(a) : new Promise((r) => waiters.push(r));
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}
