// The invoice domain (issue 17, decision 026): the buyer's saved titles (titles.ts), invoice requests of orders with
// the shop's issue, refusal and red-letter (requests.ts, state table status.ts), the e-invoice files (files.ts).
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import type { UploadStore } from '../../platform/upload-store';
import { createInvoiceFiles } from './files';
import { createInvoiceRequests, type InvoiceRequestDeps } from './requests';
import { assertInvoiceMachine } from './status';
import { createInvoiceTitles } from './titles';

export function createInvoiceService(db: Db, deps: Omit<InvoiceRequestDeps, 'titles' | 'files'> & { clock: Clock }) {
  assertInvoiceMachine();
  const titles = createInvoiceTitles(db, { clock: deps.clock });
  let store: UploadStore | null = null;
  const files = createInvoiceFiles(() => {
    if (!store) throw new Error('invoice files used before the routes were mounted');
    return store;
  });
  const requests = createInvoiceRequests(db, { ...deps, titles, files });
  return {
    titles, files, requests,
    /** Where the e-invoice files go (the private file store, never served by address); set when the routes mount. */
    useFileStore(files: UploadStore): void {
      store = files;
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
