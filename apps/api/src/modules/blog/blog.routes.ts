import { BlogMessages } from '@vitrine/contracts/blog';
import { blogListSchema, blogPostDeleteSchema, blogPostQuerySchema, blogPostUpsertSchema } from '@vitrine/contracts/blog-inputs';
import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { addContentWriteHooks } from '../admin/content-write-hooks.http.ts';
import * as blog from './blog.service.ts';

// spec §7 Blog row (POST /api/blog/list) and one post by its full slug (docs/decisions/025-blogs.md).
export async function blogRoutes(app: FastifyInstance, { db, config, events }: AppDeps) {
  app.post('/api/blog/list', async (request) => successEnvelope(await blog.listPosts(db, parseInput(blogListSchema, request.body ?? {}))));

  // The slug travels in the query: it may hold '/' (guides/lighting-a-small-room).
  app.get('/api/blog/post', async (request) => {
    const { slug } = parseInput(blogPostQuerySchema, request.query);
    return successEnvelope(await blog.getPost(db, slug));
  });

  // The owner's writes, behind the admin token like the other admin writes.
  await app.register(async (admin) => {
    addContentWriteHooks(admin, { db, config, events });
    const open = { config: { siteLockExempt: true } };

    admin.put('/api/admin/blog/posts', open, async (request) => {
      const body = parseInput(blogPostUpsertSchema, request.body ?? {});
      return successEnvelope(await blog.savePost(db, body), BlogMessages.saved);
    });

    admin.delete('/api/admin/blog/posts', open, async (request) => {
      const { slug } = parseInput(blogPostDeleteSchema, request.query);
      return successEnvelope(await blog.deletePost(db, slug), BlogMessages.deleted);
    });
  });
}
