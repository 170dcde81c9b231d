// Browser calls of the credit pages (issue 17, decision 028): pay orders on credit, repay a statement, invoice a statement.
import type { CreditStatementView, PaymentStatus } from '@mall/shared';
import { clientApi } from '../../lib/api';
import type { ApiResult } from '../../lib/context';

export const payOnCredit = (orderNumbers: string[], payPassword: string, lang: string): Promise<ApiResult<PaymentStatus>> =>
  clientApi('/p/credit/pay', { method: 'POST', body: { orderNumbers, payPassword }, lang });

export const repayStatement = (statementId: number, payType: 'balance' | 'wechat', payPassword: string | undefined, lang: string): Promise<ApiResult<PaymentStatus>> =>
  clientApi('/p/credit/repay', { method: 'POST', body: { statementId, payType, ...(payPassword ? { payPassword } : {}) }, lang });

export const invoiceStatement = (statementId: number, titleId: number, lang: string): Promise<ApiResult<CreditStatementView>> =>
  clientApi('/p/credit/invoice', { method: 'POST', body: { statementId, titleId }, lang });

export const MY_CREDIT = '/user-center/uc-credit';
export const STATEMENT_INVOICES = '/user-center/uc-order-invoice-account';
