// Account calls: login (SPEC §7), registration, SMS codes, forgot password, logout, and the /p/ calls of
// the logged-in user. /p/ paths get their caller from the token guard (guard.ts) through requireUser().
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  centerInfo, flowLogBody, LIMITS, loginBody, mobileBody, okAnswer, payPasswordBody, registerBody, resetPasswordBody,
  setUserInfoBody, smsLoginBody, smsOutboxItem, smsOutboxQuery, tokenAnswer, updateMobileBody, updateMobileCodeBody,
  updatePasswordBody, uploadAnswer, userInfo,
} from '@mall/shared';
import { requireUser, tokenOf } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import { readUploadedFile, storeImage, userUploadDir } from '../../platform/image-upload';
import type { UploadStore } from '../../platform/upload-store';
import type { AnalyticsService } from '../analytics/service';
import type { AccountService, RequestMeta } from './service';

const tags = ['account'];
const ok = { ok: true as const };
const meta = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, lang: req.lang, userAgent: req.headers['user-agent'] });
const bearer = [{ token: [] }];

export interface AccountRouteOptions {
  analytics: AnalyticsService;
  uploads: UploadStore;
  /** serve /dev/sms-outbox (never in production) */
  devTools: boolean;
}

export function registerAccountRoutes(app: ZodApp, account: AccountService, opts: AccountRouteOptions) {
  app.post('/login', { schema: { tags, summary: 'Password login: userName is a username or a bound mobile', body: loginBody, response: { 200: tokenAnswer } } },
    (req) => account.login(req.body, meta(req)));

  app.post('/smsLogin', { schema: { tags, summary: 'SMS login: userName = mobile, passWord = code; a new mobile gets an account', body: smsLoginBody, response: { 200: tokenAnswer } } },
    (req) => account.smsLogin(req.body, meta(req)));

  app.post('/logOut', { schema: { tags, summary: 'Revokes the presented token', response: { 200: okAnswer } } }, async (req) => {
    await account.logout(tokenOf(req)?.token ?? null);
    return ok;
  });

  app.post('/user/registerOrBindUser', {
    schema: { tags, summary: 'Register by username, or by mobile with a register code; answers a token (a token presented is revoked)', body: registerBody, response: { 200: tokenAnswer } },
  }, (req) => account.register(req.body, meta(req), req.auth));

  const sendRoutes = [
    ['/sms/sendLoginCode', 'Sends a login code', account.sendLoginCode],
    ['/sms/sendRegisterCode', 'Sends a registration code (refused for a registered mobile)', account.sendRegisterCode],
    ['/sms/sendForgetPasswordCode', 'Sends a forgot-password code to a registered mobile', account.sendResetCode],
  ] as const;
  for (const [path, summary, send] of sendRoutes) {
    app.post(path, { schema: { tags, summary, body: mobileBody, response: { 200: okAnswer } } }, async (req) => {
      await send(req.body.mobile, meta(req));
      return ok;
    });
  }

  app.put('/user/forgetPassword', { schema: { tags, summary: 'Sets a new password with a forgot-password code; ends every session', body: resetPasswordBody, response: { 200: okAnswer } } },
    async (req) => {
      await account.resetPassword(req.body, meta(req));
      return ok;
    });

  if (opts.devTools) {
    app.get('/dev/sms-outbox', { schema: { tags: ['dev'], summary: 'Latest messages of the sandbox SMS provider (not in production)', querystring: smsOutboxQuery, response: { 200: z.array(smsOutboxItem) } } },
      (req) => account.sms.outbox(req.query.mobile));
  }

  // ---- the logged-in user (token required) ----
  const p = { tags, security: bearer };

  app.get('/p/user/userInfo', { schema: { ...p, summary: 'The user of the token', response: { 200: userInfo } } },
    (req) => account.userInfo(requireUser(req).userId));

  app.get('/p/user/centerInfo', { schema: { ...p, summary: 'User-center summary: password set, order counts, shop', response: { 200: centerInfo } } },
    (req) => account.centerInfo(requireUser(req).userId));

  app.put('/p/user/setUserInfo', { schema: { ...p, summary: 'Nickname (1-15), gender, avatar (a path from /p/file/upload)', body: setUserInfoBody, response: { 200: okAnswer } } },
    async (req) => {
      await account.setUserInfo(requireUser(req).userId, req.body);
      return ok;
    });

  app.put('/p/user/updatePassword', { schema: { ...p, summary: 'Change (or first set) the login password; ends every session', body: updatePasswordBody, response: { 200: okAnswer } } },
    async (req) => {
      await account.updatePassword(requireUser(req).userId, req.body, req.ip);
      return ok;
    });

  app.put('/p/user/payPassword', { schema: { ...p, summary: 'Set or change the 6-digit payment password', body: payPasswordBody, response: { 200: okAnswer } } },
    async (req) => {
      await account.setPayPassword(requireUser(req).userId, req.body);
      return ok;
    });

  app.post('/p/sms/sendUpdateMobileCode', { schema: { ...p, summary: 'Code to the bound mobile (no body mobile) or to the new one', body: updateMobileCodeBody, response: { 200: okAnswer } } },
    async (req) => {
      await account.sendUpdateMobileCode(requireUser(req).userId, req.body.mobile, meta(req));
      return ok;
    });

  app.put('/p/user/updateMobile', { schema: { ...p, summary: 'Change the bound mobile with the codes of the old and the new one', body: updateMobileBody, response: { 200: okAnswer } } },
    async (req) => {
      await account.updateMobile(requireUser(req).userId, req.body);
      return ok;
    });

  app.post('/p/user/logoutAll', { schema: { ...p, summary: 'Log out everywhere: revokes every token of the user', response: { 200: okAnswer } } },
    async (req) => {
      await account.logoutAll(requireUser(req).userId);
      return ok;
    });

  app.post('/p/flowAnalysisLog', { schema: { ...p, tags: ['analytics'], summary: 'Usage log of a logged-in user (userId from the token)', body: flowLogBody, response: { 200: okAnswer } } },
    async (req) => {
      opts.analytics.record(req.body, { userId: requireUser(req).userId, ip: req.ip, lang: req.lang });
      return ok;
    });

  app.register(async (files) => {
    await files.register(multipart, { limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 5 } });
    files.post('/p/file/upload', {
      schema: { ...p, summary: 'Upload an image (jpg, png, gif, webp; at most 2 MB; multipart field "file"); answers its path', consumes: ['multipart/form-data'], response: { 200: uploadAnswer } },
    }, async (req) => {
      const { userId } = requireUser(req);
      const buf = await readUploadedFile(req);
      return { url: await storeImage(buf, opts.uploads, userUploadDir(userId)) };
    });
  });
}
