import { describe, expect, it } from 'vitest';
import { retriedWhileOtherSchemasVanish } from '../src/db/migrate-to-latest';

/** PostgreSQL's error for a schema that does not exist, as pg reports it. */
const schemaMissing = (name: string) => Object.assign(new Error(`schema "${name}" does not exist`), { code: '3F000' });

describe('a PostgreSQL migration while other schemas on the server are dropped', () => {
  it('runs again when another schema vanished under it, and answers what the try that worked answered', async () => {
    let calls = 0;
    const applied = await retriedWhileOtherSchemasVanish('t_ours', async () => {
      calls += 1;
      if (calls < 3) throw schemaMissing('t_someone_else');
      return ['0001-initial'];
    });
    expect(applied).toEqual(['0001-initial']);
    expect(calls).toBe(3);
  });

  it('fails at once when our own schema is missing, or on any other error', async () => {
    let calls = 0;
    await expect(
      retriedWhileOtherSchemasVanish('t_ours', async () => {
        calls += 1;
        throw schemaMissing('t_ours');
      }),
    ).rejects.toThrow('schema "t_ours" does not exist');
    expect(calls).toBe(1);
    const other = Object.assign(new Error('relation "users" already exists'), { code: '42P07' });
    await expect(retriedWhileOtherSchemasVanish('t_ours', () => Promise.reject(other))).rejects.toBe(other);
  });

  it('gives up after five tries', async () => {
    let calls = 0;
    await expect(
      retriedWhileOtherSchemasVanish('t_ours', async () => {
        calls += 1;
        throw schemaMissing('t_gone');
      }),
    ).rejects.toThrow('schema "t_gone" does not exist');
    expect(calls).toBe(5);
  });
});
