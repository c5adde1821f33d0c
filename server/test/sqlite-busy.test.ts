import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const message = { name: 'Asha', email: 'asha@example.in', phone: '9876543210', message: 'Do you print A3 sheets?' };

describe('SQLite held by another writer past its busy timeout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { RATE_LIMIT_FACTOR: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 BUSY with Retry-After (never 500), and writes once the file is free again', async () => {
    // Another process (a backup, a second instance by mistake) holds the write lock longer than the busy timeout.
    const other = new SqliteDatabase(t.database.url.slice('sqlite:'.length));
    other.exec('BEGIN IMMEDIATE');
    try {
      const refused = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: message, remoteAddress: '198.51.100.7' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toMatchObject({ code: 'BUSY' });
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    const saved = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: message, remoteAddress: '198.51.100.7' });
    expect(saved.statusCode).toBe(201);
  }, 20_000);
});
