import type { FastifyInstance } from 'fastify';
import { signedInUser } from './browser-session';
import { multipart } from './multipart';
import { credit } from './test-users';

export type Upload = { bytes: Uint8Array; filename: string; type: string };

/** A signed-in operator with `coins`, and `send`: a multipart POST /api/v1/exam-files of `fields` and `files`. */
export async function examFilesOperator(app: FastifyInstance, email: string, coins: number) {
  const user = await signedInUser(app, { email });
  if (coins) await credit(app.database, user.uid, coins);
  const send = async (fields: Record<string, string>, files: Record<string, Upload>) => {
    const body = await multipart(fields, files);
    return user.post('/api/v1/exam-files', body.payload, { 'content-type': body.contentType });
  };
  return { ...user, send };
}
