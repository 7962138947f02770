import { expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

describeEachDatabase('plugins routes', (dialect) => {
  const t = useTestApp(dialect);
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/plugins/all lists the active plugins with their config', async () => {
    const plugins = expectSuccess(await get('/api/plugins/all'));
    // Sorted here: 'emailSubscription' (spelled as in spec §7) sorts apart on the two databases' collations.
    expect(plugins.map((p: { module_name: string }) => p.module_name).sort()).toEqual([
      'AbandonedCart',
      'PincodeAvaliability',
      'ProductCustomisation',
      'Review',
      'TestGateway',
      'TradeEnquiry',
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
