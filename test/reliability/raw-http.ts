import { connect } from 'node:net';

export interface RawAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
  /** How the connection ended: 'close' after the server closed it, or the socket error's code. */
  ending: string;
}

/**
 * Sends `chunks` over one new loopback connection (each in its own write, as a slow or
 * streaming client does) and collects what comes back until the server closes or `timeoutMs`.
 */
export function exchange(port: number, chunks: (string | Buffer)[], timeoutMs = 3000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const finish = (ending: string) => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = (split === -1 ? text : text.slice(0, split)).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ statusLine, headers, body: split === -1 ? '' : text.slice(split + 4), ending });
    };
    const timer = setTimeout(() => finish('timed out'), timeoutMs);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('close', () => finish('close'));
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        await new Promise<void>((resolve) => socket.write(chunk, () => resolve()));
      }
    });
  });
}
