// /quickOrder (SPEC §2; a token is needed, SPEC §6): a B2B buyer pastes or types SKU codes with quantities (or
// uploads a CSV of the same two columns), checks every line (unknown code, off shelf, stock, quantity) and adds
// all the valid lines to the cart at once. The text is read by the shared parser, so page and API agree.
import { useState, type ChangeEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { parseQuickOrder, type MessageKey, type ParsedQuickOrder, type QuickOrderAddAnswer, QUICK_ORDER_MAX_LINES } from '@mall/shared';
import { Price } from '../../../components/Price';
import { useApiErrorToast } from '../../../components/use-api-error-toast';
import { addLines, checkLines } from './api';
import { rowsOf, type QuickOrderRow } from './model';
import './quick-order.css';

const MAX_FILE_BYTES = 512 * 1024;

export function QuickOrderPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const failed = useApiErrorToast();
  const revalidator = useRevalidator();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'check' | 'add' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParsedQuickOrder | null>(null);
  const [rows, setRows] = useState<QuickOrderRow[] | null>(null);
  const [result, setResult] = useState<QuickOrderAddAnswer | null>(null);

  const k = (key: string) => t(`shopCart.quickOrder.${key}`);
  const say = (key: MessageKey) => t(key, { max: QUICK_ORDER_MAX_LINES });

  function edit(next: string) {
    setText(next);
    setRows(null);
    setParsed(null);
    setResult(null);
    setProblem(null);
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setProblem(k('fileError'));
      return;
    }
    try {
      edit(await file.text());
    } catch {
      setProblem(k('fileError'));
    }
  }

  async function check() {
    if (busy) return;
    const p = parseQuickOrder(text);
    setResult(null);
    if (p.problem) {
      setProblem(say(p.problem));
      setRows(null);
      setParsed(null);
      return;
    }
    setProblem(null);
    if (p.lines.length === 0) {
      setParsed(p);
      setRows(rowsOf(p, []));
      return;
    }
    setBusy('check');
    try {
      const res = await checkLines(p.lines.map(({ skuCode, count }) => ({ skuCode, count })), lang);
      if (failed(res)) return;
      setParsed(p);
      setRows(rowsOf(p, res.data));
    } finally {
      setBusy(null);
    }
  }

  async function addAll() {
    if (busy || !parsed || !rows) return;
    const valid = parsed.lines.filter((l) => rows.some((r) => r.line === l.line && r.ok));
    if (valid.length === 0) return;
    setBusy('add');
    try {
      const res = await addLines(valid.map(({ skuCode, count }) => ({ skuCode, count })), lang);
      if (failed(res)) return;
      await revalidator.revalidate(); // the header's cart count
      setResult(res.data);
    } finally {
      setBusy(null);
    }
  }

  const okCount = rows?.filter((r) => r.ok).length ?? 0;

  return (
    <div className="container quick-order">
      <h1 className="quick-order__title">{k('title')}</h1>
      <section className="quick-order__card">
        <p className="quick-order__intro">{k('intro')}</p>
        <label className="quick-order__label" htmlFor="quick-order-text">{k('textLabel')}</label>
        <textarea
          id="quick-order-text"
          className="quick-order__text"
          rows={8}
          value={text}
          placeholder={k('placeholder')}
          spellCheck={false}
          onChange={(e) => edit(e.target.value)}
        />
        <div className="quick-order__tools">
          <label className="btn quick-order__upload">
            <Upload size={16} aria-hidden="true" />
            <span>{k('upload')}</span>
            <input type="file" accept=".csv,text/csv,text/plain" className="sr-only" onChange={(e) => void onFile(e)} />
          </label>
          <span className="quick-order__hint">{k('uploadHint')}</span>
          <span className="quick-order__spacer" />
          <button type="button" className="btn" onClick={() => edit('')} disabled={!text || busy !== null}>{k('clear')}</button>
          <button type="button" className="btn btn--primary" onClick={() => void check()} disabled={busy !== null}>
            {busy === 'check' ? k('checking') : k('check')}
          </button>
        </div>
        {problem && <p className="quick-order__problem" role="alert">{problem}</p>}
      </section>

      {rows && (
        <section className="quick-order__card" aria-live="polite">
          <p className="quick-order__summary">{t('shopCart.quickOrder.summary', { total: rows.length, ok: okCount })}</p>
          <table className="quick-order__table">
            <thead>
              <tr>
                <th>{k('colLine')}</th>
                <th>{k('colCode')}</th>
                <th>{k('colGoods')}</th>
                <th>{k('colPrice')}</th>
                <th>{k('colQty')}</th>
                <th>{k('colStock')}</th>
                <th>{k('colStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.line} className={r.ok ? 'is-ok' : 'is-bad'}>
                  <td>{r.line}</td>
                  <td className="quick-order__code">{r.skuCode || r.text}</td>
                  <td>
                    {r.check?.prodId ? (
                      <Link to={`/detail/${r.check.prodId}`} className="quick-order__link">
                        {r.check.prodName}
                        {r.check.skuName && <span className="quick-order__sku"> {r.check.skuName}</span>}
                      </Link>
                    ) : '—'}
                  </td>
                  <td>{r.check?.price != null ? <Price fen={r.check.price} size="sm" /> : '—'}</td>
                  <td>{r.count ?? '—'}</td>
                  <td>{r.check?.stock ?? '—'}</td>
                  <td className="quick-order__status">
                    {r.ok ? k('ok') : (r.message ?? (r.messageKey ? say(r.messageKey) : ''))}
                    {/* a line of a bulk order may ask its shop for a quote (decision 030) */}
                    {r.check?.prodId && r.check.skuId && (
                      <> <Link to={`/inquiry?prodId=${r.check.prodId}&skuId=${r.check.skuId}&count=${r.count ?? 1}`} className="quick-order__link">{t('inquiry.askLink')}</Link></>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="quick-order__tools">
            {result && (
              <p className="quick-order__done" role="status">
                {t('shopCart.quickOrder.added', { count: result.added })}
                {result.refused.length > 0 && <> · {t('shopCart.quickOrder.refusedSome', { count: result.refused.length })}</>}
              </p>
            )}
            <span className="quick-order__spacer" />
            {result && result.added > 0 ? (
              <Link to="/cart" className="btn btn--primary">{k('goCart')}</Link>
            ) : (
              <button type="button" className="btn btn--primary" onClick={() => void addAll()} disabled={busy !== null || okCount === 0}>
                {busy === 'add' ? k('adding') : k('addAll')}
              </button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
