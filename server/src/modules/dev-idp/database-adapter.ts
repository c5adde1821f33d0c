import type { DatabaseHandle } from '../../db/create-database';

/** What oidc-provider stores: a JSON object; these fields are indexed. */
type Payload = Record<string, unknown> & { uid?: string; grantId?: string; userCode?: string; jti?: string };

/** Models whose records belong to a grant, revoked with it. */
const grantable = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest', 'PreAuthorizedCode']);

const asString = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * oidc-provider's adapter over the `dev_idp_records` table (migration 0010): the dev provider's
 * sessions, interactions, grants and codes live in the database every instance shares, so each
 * step of a sign-in may reach any instance (decision 0028). Expired records are never answered and
 * are deleted as new ones are written. Development only, like the provider itself.
 */
export function databaseAdapter(database: DatabaseHandle) {
  const { db } = database;
  /** The model's live record whose `column` is `value`. */
  const findBy = async (model: string, column: 'id' | 'uid' | 'user_code', value: string): Promise<Payload | undefined> => {
    const row = await db
      .selectFrom('dev_idp_records')
      .select('payload')
      .where('model', '=', model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', Date.now())]))
      .executeTakeFirst();
    return row ? (JSON.parse(row.payload) as Payload) : undefined;
  };

  return class DatabaseAdapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const now = Date.now();
      const row = {
        payload: JSON.stringify(payload),
        uid: asString(payload.uid),
        grant_id: grantable.has(this.model) ? asString(payload.grantId) : null,
        user_code: asString(payload.userCode),
        expires_at: typeof expiresIn === 'number' ? now + expiresIn * 1000 : null,
      };
      await db
        .insertInto('dev_idp_records')
        .values({ model: this.model, id, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
      await db.deleteFrom('dev_idp_records').where('expires_at', '<=', now).execute();
    }

    async find(id: string): Promise<Payload | undefined> {
      return findBy(this.model, 'id', id);
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      return findBy(this.model, 'uid', uid);
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      return findBy(this.model, 'user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      const found = await this.find(id);
      if (!found) return;
      await db
        .updateTable('dev_idp_records')
        .set({ payload: JSON.stringify({ ...found, consumed: Math.floor(Date.now() / 1000) }) })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('dev_idp_records').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('dev_idp_records').where('grant_id', '=', grantId).execute();
    }
  };
}
