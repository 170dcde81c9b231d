// A ledger of the user centre — the balance records (uc-balance), the points records (uc-integral), the credit
// ledger (uc-credit) —: time, type, the change (+ / -, coloured by whether it is money or points going out or
// coming in), what is left after it and a note, newest first, paged by `param`; an empty one says `empty`.
import type { Paged } from '@mall/shared';
import { Pagination } from './Pagination';

export interface LedgerCells {
  time: string;
  type: string;
  /** the change, signed (`signed`) */
  change: string;
  /** true: shown as going out (is-out), else coming in (is-in) */
  out: boolean;
  after: string;
  note: string;
}

/** `+` for a positive amount, `-` otherwise, before the formatted absolute value. */
export const signed = (amount: number, format: (n: number) => string) => `${amount > 0 ? '+' : '-'}${format(Math.abs(amount))}`;

export function LedgerTable<R extends { id: number }>({ page, param, heads, cells, empty, className }: {
  page: Paged<R>;
  param: string;
  /** the column headings: time, type, change, after, note */
  heads: [string, string, string, string, string];
  cells: (r: R) => LedgerCells;
  empty: string;
  className?: string;
}) {
  const [time, type, change, after, note] = heads;
  return (
    <>
      {page.records.length === 0 ? (
        <p className="empty-note">{empty}</p>
      ) : (
        <div className="balance-records__wrap">
          <table className={className ? `balance-records ${className}` : 'balance-records'}>
            <thead>
              <tr>
                <th scope="col">{time}</th>
                <th scope="col">{type}</th>
                <th scope="col" className="num">{change}</th>
                <th scope="col" className="num">{after}</th>
                <th scope="col">{note}</th>
              </tr>
            </thead>
            <tbody>
              {page.records.map((r) => {
                const c = cells(r);
                return (
                  <tr key={r.id}>
                    <td>{c.time}</td>
                    <td>{c.type}</td>
                    <td className={`num ${c.out ? 'is-out' : 'is-in'}`}>{c.change}</td>
                    <td className="num">{c.after}</td>
                    <td className="balance-records__note">{c.note}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination current={page.current} pages={page.pages} param={param} />
    </>
  );
}
