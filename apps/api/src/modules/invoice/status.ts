// The invoice request's states as a table of allowed transitions (issue 17: applying → invoiced, or refused with a
// reason; an issued invoice is voided (red-letter) before a refund of its order completes). A transition is one
// guarded UPDATE ... WHERE status = from (requests.ts), so of racing calls only one wins; the table is checked when
// the service is made (checkInvoiceMachine) and in the unit tests.
import { INVOICE_STATUSES, type InvoiceStatusName } from '@mall/shared';
import { checkMachine } from '../order/status';

export type InvoiceEvent = 'issue' | 'refuse' | 'void';

export interface InvoiceTransition {
  event: InvoiceEvent;
  from: InvoiceStatusName;
  to: InvoiceStatusName;
}

export const INVOICE_INITIAL: InvoiceStatusName = 'applying';
export const INVOICE_TERMINAL: readonly InvoiceStatusName[] = ['refused', 'voided'];
/** A request in these states holds its order: no second request until it is refused or voided. */
export const INVOICE_LIVE: readonly InvoiceStatusName[] = ['applying', 'invoiced'];

export const INVOICE_TRANSITIONS: readonly InvoiceTransition[] = [
  { event: 'issue', from: 'applying', to: 'invoiced' }, // the shop uploads the e-invoice with its number and amount
  { event: 'refuse', from: 'applying', to: 'refused' }, // with a reason; the buyer may ask again
  { event: 'void', from: 'invoiced', to: 'voided' }, // red-letter: before a refund of the order, or a wrong invoice
];

export function invoiceTransitionOf(event: InvoiceEvent, from: string): InvoiceTransition | undefined {
  return INVOICE_TRANSITIONS.find((t) => t.event === event && t.from === from);
}

/** Problems of the table (reachability, terminal states, duplicates, ways out), as the order machine checks its own. */
export function checkInvoiceMachine(table: readonly InvoiceTransition[] = INVOICE_TRANSITIONS): string[] {
  const as = (s: InvoiceStatusName) => s as never;
  return checkMachine(
    table.map((t) => ({ event: t.event as never, from: as(t.from), to: as(t.to) })),
    INVOICE_STATUSES.map(as), as(INVOICE_INITIAL), INVOICE_TERMINAL.map(as),
  );
}

export function assertInvoiceMachine(): void {
  const problems = checkInvoiceMachine();
  if (problems.length) throw new Error(`invoice state machine: ${problems.join('; ')}`);
}
