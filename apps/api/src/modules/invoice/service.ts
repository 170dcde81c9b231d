// The invoice domain (issue 17, decision 026): the buyer's saved titles (titles.ts), invoice requests of orders with
// the shop's issue, refusal and red-letter (requests.ts, state table status.ts), the e-invoice files (files.ts).
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import { createInvoiceFiles } from './files';
import { createInvoiceRequests, type InvoiceRequestDeps } from './requests';
import { assertInvoiceMachine } from './status';
import { createInvoiceTitles } from './titles';

export function createInvoiceService(db: Db, deps: Omit<InvoiceRequestDeps, 'titles' | 'files'> & { clock: Clock }) {
  assertInvoiceMachine();
  const titles = createInvoiceTitles(db, { clock: deps.clock });
  let privateDir: string | null = null;
  const files = createInvoiceFiles(() => {
    if (!privateDir) throw new Error('invoice files used before the routes were mounted');
    return privateDir;
  });
  const requests = createInvoiceRequests(db, { ...deps, titles, files });
  return {
    titles, files, requests,
    /** Where the e-invoice files go (beside the public uploads, never served by address); set when the routes mount. */
    useFilesDir(dir: string): void {
      privateDir = dir;
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
