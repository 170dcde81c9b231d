import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { apiErrorMessage } from './api-error';

describe('apiErrorMessage', () => {
  const zh = createI18n('zh').t;
  const en = createI18n('en').t;
  it('is null for a success', () => {
    expect(apiErrorMessage({ status: 200, data: {} }, zh)).toBeNull();
  });
  it('shows the localized message of a 400', () => {
    expect(apiErrorMessage({ status: 400, data: { code: 'NOTICE_NOT_FOUND', message: '公告不存在' } }, zh)).toBe(
      '公告不存在',
    );
  });
  it('maps 500 to the small-hiccup message', () => {
    expect(apiErrorMessage({ status: 500, data: { code: 'X', message: 'stack' } }, zh)).toBe(
      '服务器出了点小差，请稍后再试',
    );
    expect(apiErrorMessage({ status: 502, data: null }, en)).toBe(
      'Something went wrong with the server, please try again later',
    );
  });
  it('asks to log in on 401', () => {
    expect(apiErrorMessage({ status: 401, data: null }, en)).toBe('Please log in first');
  });
});
