// Balance calls of the user centre (uc-balance): the balance and its records (the ledger, newest first). Top-ups
// are payments: POST /p/balance/recharge is in the payment module.
import { balanceInfo, balanceRecord, balanceRecordsQuery, paged } from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { AccountService } from '../account/service';
import type { BalanceService } from './service';

const bal = { security: [{ token: [] }], tags: ['balance'] };

export function registerBalanceRoutes(app: ZodApp, balance: BalanceService, account: Pick<AccountService, 'userInfo'>) {
  app.get('/p/balance/info', { schema: { ...bal, summary: 'The caller\'s balance (fen) and whether a payment password is set', response: { 200: balanceInfo } } },
    async (req) => {
      const userId = requireUser(req).userId;
      const [amount, user] = await Promise.all([balance.balanceOf(userId), account.userInfo(userId)]);
      return { balance: amount, isSetPayPassword: user.isSetPayPassword };
    });

  app.get('/p/balance/records', {
    schema: { ...bal, summary: 'The caller\'s balance records (top-ups, payments, refunds), newest first, paged', querystring: balanceRecordsQuery, response: { 200: paged(balanceRecord) } },
  }, (req) => balance.records(requireUser(req).userId, req.query));
}
