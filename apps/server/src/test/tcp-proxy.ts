import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP relay in front of a dependency, so a test can take the dependency away and bring it back. */
export interface TcpProxy {
  port: number;
  /** Drops every connection and stops listening: to the client, the dependency is gone. */
  cut(): Promise<void>;
}

/** Relays 127.0.0.1:`port` (0: any free port) to `target`. */
export async function startTcpProxy(
  target: { host: string; port: number },
  port = 0,
): Promise<TcpProxy & { freeze(): void; hang(): void }> {
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  let hung = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const freeze = () => {
    for (const [client, upstream] of pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
    pairs.clear();
  };
  const server = createServer((client) => {
    if (hung) {
      // Accepted, never relayed: the dependency's host is up, the dependency hangs.
      track(client);
      client.pause();
      return;
    }
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream).pipe(client);
    client.on('close', () => {
      upstream.destroy();
      pairs.delete(pair);
    });
    upstream.on('close', () => client.destroy());
  });
  const proxy = await listening(server, sockets, port);
  return {
    ...proxy,
    /** Open connections stop relaying without closing, as a hung server would; new ones still work. */
    freeze,
    /** Open connections and new ones alike stay open and never answer: a hung server. */
    hang: () => {
      hung = true;
      freeze();
    },
  };
}

/** Accepts connections and never answers: a dependency that hangs. */
export async function startSilentServer(): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  });
  return listening(server, sockets, 0);
}

/** A port nothing listens on: bound, read, then released. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  const { port } = await listening(server, new Set(), 0);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The URL with its host and port replaced by the proxy's: same credentials and database. */
export function urlThrough(url: string, port: number): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return proxied.toString();
}

/** Where a `redis://` or `postgres://` URL points. */
export function hostAndPort(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || defaultPort) };
}

function listening(server: Server, sockets: Set<Socket>, port: number): Promise<TcpProxy> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('not listening on TCP'));
      resolve({
        port: address.port,
        cut: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
