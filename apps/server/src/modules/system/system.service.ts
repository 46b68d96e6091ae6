import type { DatabaseHandle } from '../../db/client';

export interface HealthReport {
  status: 'ok' | 'degraded';
  db: 'ok' | 'down';
  version: string;
}

export async function checkHealth(options: { database: DatabaseHandle; version: string }): Promise<HealthReport> {
  try {
    await options.database.ping();
    return { status: 'ok', db: 'ok', version: options.version };
  } catch {
    return { status: 'degraded', db: 'down', version: options.version };
  }
}
