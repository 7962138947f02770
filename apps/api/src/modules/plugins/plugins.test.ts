import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

describeEachDatabase('plugins routes', (dialect) => {
  const t = useTestApp(dialect);
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/plugins/all lists the active plugins with their config, by code point on both databases', async () => {
    const plugins = expectSuccess(await get('/api/plugins/all'));
    // Issue 30: 'emailSubscription' (spelled as in spec §7) sorted apart on the two databases' collations.
    expect(plugins.map((p: { module_name: string }) => p.module_name)).toEqual([
      'AbandonedCart',
      'PincodeAvaliability',
      'ProductCustomisation',
      'Review',
      'TestGateway',
      'TradeEnquiry',
      'UmamiAnalytics', // the demo's analytics, so its cookie banner asks about something (issue 30)
      'WhatsAppChat',
      'emailSubscription',
    ]);
    // The demo shop runs no loyalty programme, so it offers no Loyalty points pane (issue 30).
    expect(plugins.map((p: { module_name: string }) => p.module_name)).not.toContain('LoyaltyPoints');
    for (const plugin of plugins) expect(plugin).toEqual({ module_name: expect.any(String), config: expect.any(Object) });
  });

  it("GET /api/plugins/config/{name} answers an active plugin's config", async () => {
    const data = expectSuccess(await get('/api/plugins/config/WhatsAppChat'));
    expect(data).toEqual({
      module_name: 'WhatsAppChat',
      config: { mobile_no: '9876501234', default_message: expect.any(String), chat_location: 'right' },
    });
  });

  it('answers an inactive or unknown plugin with 404', async () => {
    expectError(await get('/api/plugins/config/GoogleGtag'), 404, /GoogleGtag/, 'NOT_FOUND');
    expectError(await get('/api/plugins/config/NoSuchPlugin'), 404, undefined, 'NOT_FOUND');
  });

  it('refuses a malformed plugin name with 422', async () => {
    expectError(await get('/api/plugins/config/bad%20name!'), 422, undefined, 'VALIDATION_FAILED');
  });

  it('lists a plugin once the owner activates it, and drops it when deactivated', async () => {
    const activate = (is_active: boolean) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/plugins/GoogleGtag', headers: t.adminHeaders, payload: { is_active } });
    expect(expectSuccess(await activate(true))).toMatchObject({ module_name: 'GoogleGtag', is_active: true });
    expect(expectSuccess(await get('/api/plugins/config/GoogleGtag')).config).toEqual({ google_tag_id: 'G-DEMO000000' });
    expect(expectSuccess(await get('/api/plugins/all')).map((p: { module_name: string }) => p.module_name)).toContain('GoogleGtag');
    expectSuccess(await activate(false));
    expectError(await get('/api/plugins/config/GoogleGtag'), 404);
  });
});

describeEachDatabase('plugins list order', (dialect) => {
  const t = useTestApp(dialect);

  it('is by code point whatever collation the database sorts text with (issue 30)', async () => {
    // A shop's PostgreSQL database is often created with a linguistic collation (en_US.UTF-8),
    // which sorts 'emailSubscription' among the capitalised names; SQLite sorts by code point.
    if (dialect === 'postgres') await sql`alter table plugins alter column module_name type text collate "und-x-icu"`.execute(t.db.kysely);
    const names = expectSuccess(await t.app.inject({ method: 'GET', url: '/api/plugins/all' })).map((p: { module_name: string }) => p.module_name);
    expect(names.at(-1)).toBe('emailSubscription');
    expect(names).toEqual([...names].sort());
  });
});
