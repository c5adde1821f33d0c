import type { FastifyInstance } from 'fastify';
import { signedInUser } from './browser-session';
import { multipart } from './multipart';
import { credit } from './test-users';

type Upload = { bytes: Uint8Array; filename: string; type: string };

/**
 * A shop operator signed in as `email` with `coins` credited, who asks for prints as the studios do: a
 * multipart POST /api/v1/prints of the form's fields and the picked images.
 */
export async function printOperator(app: FastifyInstance, email: string, coins = 0) {
  const user = await signedInUser(app, { email });
  if (coins) await credit(app.database, user.uid, coins);
  const print = async (fields: Record<string, string>, files: Partial<Record<'front' | 'back', Upload>>) => {
    const body = await multipart(fields, files);
    return user.post('/api/v1/prints', body.payload, { 'content-type': body.contentType });
  };
  return { ...user, print };
}
