/**
 * The simulator's books in a few sums, for checks that span many writes (the load run, the kill-and-restart test):
 * the recharge funds of every tenant and the merchant accounts (balance plus fee account), each beside the signed
 * sum and count of its flow rows. A money move that is conserved changes no total; one that brings money in changes
 * a total by exactly its flows.
 */
import { tableOf, type Db } from './db';
import { MERCHANT_FLOWS } from './effects/money';
import { fundFlows, fundOf, num, table, type Row } from './recharge/store';

export interface Ledger {
  /** The sum of the balances. */
  balance: number;
  /** The signed sum of the flows (in minus out). */
  flows: number;
  /** How many flow rows there are. */
  count: number;
}

export interface Books {
  funds: Ledger;
  merchant: Ledger;
}

const signed = (rows: readonly Row[]) => rows.reduce((n, r) => n + (num(r.direction) === 1 ? num(r.amount) : -num(r.amount)), 0);

/** The books as they stand. */
export function booksOf(db: Db): Books {
  // every tenant's funds, made as they would be on first use, so a total does not jump when one is first used
  const funds = db.tenants.map((t) => fundOf(db, t.tenantId));
  const fundRows = fundFlows(db);
  const merchantFlows = tableOf(db, MERCHANT_FLOWS);
  return {
    funds: { balance: funds.reduce((n, f) => n + num(f.balance), 0), flows: signed(fundRows), count: fundRows.length },
    merchant: {
      balance: table(db, 'merchant-account').reduce((n, a) => n + num(a.balance) + num(a.feeBalance), 0),
      flows: signed(merchantFlows),
      count: merchantFlows.length,
    },
  };
}
