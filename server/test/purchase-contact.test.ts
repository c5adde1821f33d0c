import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseContactResponse } from '@core/contracts/purchase-contact';
import { signedInUser } from './support/browser-session';
import { logLines } from './support/log-lines';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

/**
 * The contact details a buyer asked us to remember (docs/decisions/0069-contact-details-remembered-with-consent.md):
 * kept only with the checkout's consent, edited and deleted by their owner alone, gone with the account, never logged.
 */
describe.each(testEngines)('contact details remembered for purchases, on %s', (engine) => {
  let t: TestApp;
  let logged: string[] = [];
  beforeAll(async () => {
    const { stream, lines } = logLines();
    logged = lines;
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100', LOG_LEVEL: 'debug' }, { logger: undefined, logStream: stream, sweeper: false });
  });
  afterAll(async () => t?.close());

  const someone = (email = `contact-${randomUUID().slice(0, 8)}@example.in`) => signedInUser(t.app, { email, name: 'Buyer' });
  const rows = (uid: string) => t.app.database.db.selectFrom('purchase_contacts').selectAll().where('uid', '=', uid).execute();
  const billing = (phone: string) => ({ offerId: 'coins-200', name: 'Ramesh Kumar', phone, address: 'Main Road, Patna' });

  it('keeps nothing unless the buyer ticks "Remember for next purchases"; ticked, the name and phone only; unticked later, forgets them', async () => {
    const buyer = await someone();
    const plain = await buyer.post('/api/v1/orders', billing('9876500001'));
    expect(plain.statusCode).toBe(201);
    const off = await buyer.post('/api/v1/orders', { ...billing('9876500002'), rememberContact: false });
    expect(off.statusCode).toBe(201);
    expect(await rows(buyer.uid)).toEqual([]);
    expect((await buyer.get('/api/v1/me/contact')).json<PurchaseContactResponse>()).toEqual({ contact: null });

    expect((await buyer.post('/api/v1/orders', { ...billing(' 9876500003 '), rememberContact: true })).statusCode).toBe(201);
    const read = await buyer.get('/api/v1/me/contact');
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const kept = read.json<PurchaseContactResponse>().contact;
    expect(kept).toMatchObject({ name: 'Ramesh Kumar', phone: '9876500003' });
    expect(Date.parse(kept!.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Only what the payment needs: no address, no second copy of the account's email.
    const [row] = await rows(buyer.uid);
    expect(Object.keys(row!).sort()).toEqual(['name', 'phone', 'uid', 'updated_at']);
    expect(JSON.stringify(row)).not.toContain('Patna');

    // The next purchase without saying (an older client) changes nothing; unticked, they are forgotten.
    expect((await buyer.post('/api/v1/orders', billing('9876500004'))).statusCode).toBe(201);
    expect((await buyer.get('/api/v1/me/contact')).json<PurchaseContactResponse>().contact?.phone).toBe('9876500003');
    expect((await buyer.post('/api/v1/orders', { ...billing('9876500005'), rememberContact: false })).statusCode).toBe(201);
    expect(await rows(buyer.uid)).toEqual([]);
  });

  it('an order refused for bad billing keeps nothing, even with consent', async () => {
    const buyer = await someone();
    const bad = await buyer.post('/api/v1/orders', { ...billing('98765'), rememberContact: true });
    expect(bad.statusCode).toBe(400);
    const unsold = await buyer.post('/api/v1/orders', { ...billing('9876500006'), offerId: 'no-such-offer', rememberContact: true });
    expect(unsold.statusCode).toBe(400);
    expect(await rows(buyer.uid)).toEqual([]);
  });

  it('are edited and deleted by their owner (Profile), checked as at the checkout', async () => {
    const buyer = await someone();
    await buyer.post('/api/v1/orders', { ...billing('9876500007'), rememberContact: true });
    const edited = await buyer.put('/api/v1/me/contact', { name: '  Ramesh K. ', phone: '9123400007' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<PurchaseContactResponse>().contact).toMatchObject({ name: 'Ramesh K.', phone: '9123400007' });
    expect((await buyer.get('/api/v1/me/contact')).json<PurchaseContactResponse>().contact).toMatchObject({ name: 'Ramesh K.', phone: '9123400007' });

    for (const wrong of [{ name: '', phone: '9123400007' }, { name: 'Ramesh', phone: '91234' }, { name: 'Ramesh' }]) {
      const refused = await buyer.put('/api/v1/me/contact', wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION' });
    }
    expect((await buyer.get('/api/v1/me/contact')).json<PurchaseContactResponse>().contact?.phone).toBe('9123400007');

    const deleted = await buyer.delete('/api/v1/me/contact');
    expect(deleted.statusCode).toBe(204);
    expect(await rows(buyer.uid)).toEqual([]);
    expect((await buyer.get('/api/v1/me/contact')).json<PurchaseContactResponse>()).toEqual({ contact: null });
    // Deleting again is not an error.
    expect((await buyer.delete('/api/v1/me/contact')).statusCode).toBe(204);
  });

  it("are only ever the session's own: another user sees, changes and deletes nothing of them; no session 401, no CSRF token 403", async () => {
    const asha = await someone();
    const ravi = await someone();
    await asha.put('/api/v1/me/contact', { name: 'Asha Singh', phone: '9000000001' });
    expect((await ravi.get('/api/v1/me/contact')).json<PurchaseContactResponse>()).toEqual({ contact: null });
    // A uid in the request is not read.
    expect((await ravi.get(`/api/v1/me/contact?uid=${asha.uid}`)).json<PurchaseContactResponse>()).toEqual({ contact: null });
    await ravi.put('/api/v1/me/contact', { name: 'Ravi Verma', phone: '9000000002', uid: asha.uid });
    expect((await ravi.delete(`/api/v1/me/contact?uid=${asha.uid}`)).statusCode).toBe(204);
    // Ravi's order naming Asha is refused; his consent never touches her details.
    expect((await ravi.post('/api/v1/orders', { ...billing('9000000003'), userId: asha.uid, rememberContact: true })).statusCode).toBe(403);
    expect((await asha.get('/api/v1/me/contact')).json<PurchaseContactResponse>().contact).toMatchObject({ name: 'Asha Singh', phone: '9000000001' });
    expect(await rows(ravi.uid)).toEqual([]);

    expect((await t.app.inject({ url: '/api/v1/me/contact' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/me/contact' })).statusCode).toBe(401);
    const noCsrf = await asha.browser.request({ method: 'PUT', url: '/api/v1/me/contact', payload: { name: 'X', phone: '9000000009' } });
    expect(noCsrf.statusCode).toBe(403);
    expect((await asha.browser.request({ method: 'DELETE', url: '/api/v1/me/contact' })).statusCode).toBe(403);
    expect((await asha.get('/api/v1/me/contact')).json<PurchaseContactResponse>().contact?.phone).toBe('9000000001');
  });

  it('a session-less order (the mobile app naming its user) never keeps details, whatever it asks', async () => {
    const owner = await someone();
    const res = await t.app.inject({ method: 'POST', url: '/order', payload: { ...billing('9000000010'), userId: owner.uid, rememberContact: true } });
    expect(res.statusCode).toBe(201);
    expect(await rows(owner.uid)).toEqual([]);
  });

  it('go with the account: deleting the user deletes them', async () => {
    const buyer = await someone();
    await buyer.put('/api/v1/me/contact', { name: 'Sita Devi', phone: '9000000020' });
    expect(await rows(buyer.uid)).toHaveLength(1);
    await t.app.database.db.deleteFrom('users').where('uid', '=', buyer.uid).execute();
    expect(await rows(buyer.uid)).toEqual([]);
  });

  it('are never written to the log: a checkout that remembers them, their edit and their reading leave neither the phone nor the email there', async () => {
    const email = `never-logged-${randomUUID().slice(0, 8)}@example.in`;
    const buyer = await someone(email);
    const from = logged.length;
    expect((await buyer.post('/api/v1/orders', { ...billing('9812345670'), rememberContact: true })).statusCode).toBe(201);
    expect((await buyer.get('/api/v1/me/contact')).json<PurchaseContactResponse>().contact?.phone).toBe('9812345670');
    expect((await buyer.put('/api/v1/me/contact', { name: 'Ramesh Kumar', phone: '9812345671' })).statusCode).toBe(200);
    expect((await buyer.put('/api/v1/me/contact', { name: 'Ramesh Kumar', phone: '981234567' })).statusCode).toBe(400);
    expect((await buyer.delete('/api/v1/me/contact')).statusCode).toBe(204);
    const written = logged.slice(from).join('');
    // The log did record these requests (so it was looked at), just not the details.
    expect(written).toContain('order created');
    expect(written).toContain('purchase contact saved');
    for (const personal of ['9812345670', '9812345671', '981234567', email, 'Main Road']) expect(written).not.toContain(personal);
  });
});
