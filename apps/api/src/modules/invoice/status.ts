// The invoice request's states as a table of allowed transitions (issue 17: applying → invoiced, or refused with a
// reason; an issued invoice is voided (red-letter) before a refund of its order completes). A transition is one
// guarded UPDATE ... WHERE status = from (requests.ts), so of racing calls only one wins; the table is checked when
// the service is made (checkInvoiceMachine) and in the unit tests (platform/state-machine.ts).
import { INVOICE_STATUSES, type InvoiceStatusName } from '@mall/shared';
import { transitionTable, type TableTransition } from '../../platform/state-machine';

export type InvoiceEvent = 'issue' | 'refuse' | 'void';

export type InvoiceTransition = TableTransition<InvoiceStatusName, InvoiceEvent>;

export const INVOICE_INITIAL: InvoiceStatusName = 'applying';
export const INVOICE_TERMINAL: readonly InvoiceStatusName[] = ['refused', 'voided'];
/** A request in these states holds its order: no second request until it is refused or voided. */
export const INVOICE_LIVE: readonly InvoiceStatusName[] = ['applying', 'invoiced'];

export const INVOICE_TRANSITIONS: readonly InvoiceTransition[] = [
  { event: 'issue', from: 'applying', to: 'invoiced' }, // the shop uploads the e-invoice with its number and amount
  { event: 'refuse', from: 'applying', to: 'refused' }, // with a reason; the buyer may ask again
  { event: 'void', from: 'invoiced', to: 'voided' }, // red-letter: before a refund of the order, or a wrong invoice
];

const machine = transitionTable('invoice', { table: INVOICE_TRANSITIONS, states: INVOICE_STATUSES, initial: INVOICE_INITIAL, terminal: INVOICE_TERMINAL });

export const invoiceTransitionOf: (event: InvoiceEvent, from: string) => InvoiceTransition | undefined = machine.transitionOf;
/** Problems of the table (reachability, terminal states, duplicates, ways out), as the order machine checks its own. */
export const checkInvoiceMachine: (table?: readonly InvoiceTransition[]) => string[] = machine.check;
export const assertInvoiceMachine: () => void = machine.assert;
