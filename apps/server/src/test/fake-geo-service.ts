import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGeoService {
  /** The GEO_URL template that points at it. */
  url: string;
  /** The addresses looked up, in order. */
  lookups: string[];
  close(): Promise<void>;
}

/**
 * A stand-in for the IP geolocation service: answers `/{ip}` with the documented shape for the addresses
 * it is given, `{ geolocation_data: {} }` for others. `delayMs` holds every answer back (a slow service);
 * `status` answers an error instead.
 */
export async function startFakeGeoService(
  places: Record<string, { region_code: string; country_name: string; region_name: string }>,
  options: { delayMs?: number; status?: number } = {},
): Promise<FakeGeoService> {
  const lookups: string[] = [];
  const server = createServer((request, response) => {
    const ip = decodeURIComponent((request.url ?? '/').slice(1));
    lookups.push(ip);
    setTimeout(() => {
      if (response.destroyed) return;
      if (options.status) {
        response.writeHead(options.status).end('unavailable');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ geolocation_data: places[ip] ?? {} }));
    }, options.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/{ip}`,
    lookups,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
