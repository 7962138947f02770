import { describe, expect, it } from 'vitest';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

// Rarely-changing reads are kept in process for a few seconds (decisions/024). An owner write must
// still be visible on the very next request: each cached read is written through the admin API and
// read again. A change made behind the API's back (seeds, another process) shows the read is cached
// and that any owner write drops it.
describeEachDatabase('read caches and owner writes', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string) => expectSuccess(await t.app.inject({ method: 'GET', url }));
  const put = async (url: string, payload: object) => expectSuccess(await t.app.inject({ method: 'PUT', url, headers: t.adminHeaders, payload }));
  const initial = () => get('/api/storefront/initial-values');

  describe('an owner write is visible on the next request', () => {
    it('storefront, in the initial values', async () => {
      await initial();
      await put('/api/admin/storefront', { name: 'Cached Shop Renamed' });
      expect((await initial()).storefront.name).toBe('Cached Shop Renamed');
    });

    it('settings, in the initial values', async () => {
      await initial();
      await put('/api/admin/settings', { store_name: 'Settings Renamed' });
      expect((await initial()).settings.store_name).toBe('Settings Renamed');
    });

    it('plugins, in the initial values', async () => {
      const before = (await initial()).plugins.some((p: { module_name: string }) => p.module_name === 'GoogleGtag');
      await put('/api/admin/plugins/GoogleGtag', { is_active: !before });
      expect((await initial()).plugins.some((p: { module_name: string }) => p.module_name === 'GoogleGtag')).toBe(!before);
    });

    it('template, alone and with its page', async () => {
      await get('/api/template/home?path=%2F');
      await get('/api/templateBoth/home?path=%2F');
      await put('/api/admin/templates/tpl_default', { name: 'Template Renamed' });
      expect((await get('/api/template/home?path=%2F')).template.name).toBe('Template Renamed');
      expect((await get('/api/templateBoth/home?path=%2F')).template.name).toBe('Template Renamed');
    });

    it('page, alone and with its template', async () => {
      await get('/api/page/about-us?path=%2Fabout-us');
      await get('/api/templateBoth/about-us?path=%2Fabout-us');
      await put('/api/admin/pages', { slug: 'about-us', title: 'About Us Renamed', sections: [] });
      expect((await get('/api/page/about-us?path=%2Fabout-us')).page.title).toBe('About Us Renamed');
      expect((await get('/api/templateBoth/about-us?path=%2Fabout-us')).page.title).toBe('About Us Renamed');
    });

    it("a page's new template", async () => {
      await get('/api/template/cache-probe?path=%2Fcache-probe');
      await put('/api/admin/pages', { slug: 'cache-probe', title: 'Probe', sections: [] });
      await t.db.kysely
        .insertInto('templates')
        .values({ id: 'tpl_probe', name: 'Probe template', header: null, topbar: null, footer: null, is_default: 0, updated_at: new Date().toISOString() })
        .execute();
      await put('/api/admin/pages', { slug: 'cache-probe', title: 'Probe', sections: [], template_id: 'tpl_probe' });
      expect((await get('/api/template/cache-probe?path=%2Fcache-probe')).template.id).toBe('tpl_probe');
    });
  });

  describe('reads without an admin write of their own are cached and dropped by any owner write', () => {
    it('templates', async () => {
      const { template } = await get('/api/template/home?path=%2F');
      await t.db.kysely.updateTable('templates').set({ name: 'Template Behind' }).where('id', '=', template.id).execute();
      expect((await get('/api/template/home?path=%2F')).template.name).toBe(template.name);
      await put('/api/admin/settings', { store_phone: '9000000003' });
      expect((await get('/api/template/home?path=%2F')).template.name).toBe('Template Behind');
    });

    it('pages', async () => {
      const { page } = await get('/api/page/home?path=%2F');
      await t.db.kysely.updateTable('pages').set({ title: 'Home Behind' }).where('id', '=', page.id).execute();
      expect((await get('/api/page/home?path=%2F')).page.title).toBe(page.title);
      await put('/api/admin/settings', { store_phone: '9000000004' });
      expect((await get('/api/page/home?path=%2F')).page.title).toBe('Home Behind');
    });

    it('menus', async () => {
      const menu = await get('/api/menu/main-menu');
      await t.db.kysely.updateTable('menus').set({ name: 'Menu Renamed' }).where('id', '=', menu.id).execute();
      expect((await get('/api/menu/main-menu')).name).toBe(menu.name);
      await put('/api/admin/settings', { store_phone: '9000000001' });
      expect((await get('/api/menu/main-menu')).name).toBe('Menu Renamed');
    });

    it('sliders', async () => {
      const { component_data } = await get('/api/page/home?path=%2F');
      const handle = component_data[0].component_data.slider;
      const slider = await get(`/api/slider/${handle}`);
      await t.db.kysely.updateTable('sliders').set({ name: 'Slider Renamed' }).where('id', '=', slider.id).execute();
      expect((await get(`/api/slider/${handle}`)).name).toBe(slider.name);
      await put('/api/admin/settings', { store_phone: '9000000002' });
      expect((await get(`/api/slider/${handle}`)).name).toBe('Slider Renamed');
    });

    it('countries', async () => {
      const name = (list: { iso2: string; name: string }[]) => list.find((c) => c.iso2 === 'GB')?.name;
      const before = name(await get('/api/settings/countries'));
      await t.db.kysely.updateTable('countries').set({ name: 'Britain Renamed' }).where('iso2', '=', 'GB').execute();
      expect(name(await get('/api/settings/countries'))).toBe(before);
      await put('/api/admin/storefront', { page_layout: 'boxed' });
      expect(name(await get('/api/settings/countries'))).toBe('Britain Renamed');
    });
  });
});
