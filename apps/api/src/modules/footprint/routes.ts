// Footprint: SPEC §7 POST /p/user/recentBrowse is form encoded (prodId=...); JSON is accepted too.
import { z } from 'zod';
import { footprintDeleteBody, footprintPage, pageQuery, recentBrowseBody, removedAnswer } from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { FootprintService } from './service';

const tags = ['footprint'];

export function registerFootprintRoutes(app: ZodApp, svc: FootprintService) {
  // a scope of its own, so the form parser serves these routes only
  void app.register(async (scope) => {
    const zs = scope as unknown as ZodApp;
    zs.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    zs.post('/p/user/recentBrowse', {
      schema: { tags, summary: 'Record that the caller viewed a product (form encoded prodId=, or JSON)', body: recentBrowseBody, response: { 200: z.object({ recorded: z.boolean() }) } },
    }, (req) => svc.record(requireUser(req).userId, req.body.prodId));

    zs.get('/p/user/recentBrowse', {
      schema: { tags, summary: 'The caller\'s footprint, newest first, with the China day of each view', querystring: pageQuery, response: { 200: footprintPage } },
    }, (req) => svc.page(requireUser(req).userId, req.query.current, Math.min(req.query.size, 100), req.lang));

    zs.delete('/p/user/recentBrowse', {
      schema: { tags, summary: 'Remove footprint entries by id, or all of them', body: footprintDeleteBody, response: { 200: removedAnswer } },
    }, (req) => svc.remove(requireUser(req).userId, req.body));
  });
}
