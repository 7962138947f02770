import type { ApiClient } from '@vitrine/contracts/api-client';
import type { Section, Template } from '@vitrine/contracts/content';
import { data } from 'react-router';
import type { LoadedTemplate } from '../../lib/root-data';
import { resolveSections } from '../../sections/resolve-sections.server';

/** spec §7: a failed or non-success template/page retrieval gives 'Page Not Found'. */
export async function loadPage(api: ApiClient, slug: string, path: string) {
  const res = await api.getPage(slug, path);
  if (res.body.status !== 'success') throw data({ reason: 'not-found' }, { status: 404 });
  const { page, page_type, component_data } = res.body.data;
  return { page, pageType: page_type, sections: await resolveSections(api, component_data) };
}

export async function loadTemplate(api: ApiClient, slug: string, path: string): Promise<LoadedTemplate> {
  const res = await api.getTemplate(slug, path);
  const template: Template | null = res.body.status === 'success' ? res.body.data.template : null;
  const parts = [template?.header, template?.topbar, template?.footer].map((p) => p ?? null);
  const resolved = await resolveSections(
    api,
    parts.filter((p): p is Section => p !== null),
  );
  const pick = (type: string) => resolved.find((s) => s.component_type === type) ?? null;
  return { header: pick('header'), topbar: pick('topbar'), footer: pick('footer') };
}
