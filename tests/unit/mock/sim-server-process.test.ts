// @vitest-environment node
/**
 * `npm run sim:server` as a process: it is killed (SIGKILL) in the middle of a burst of money writes, and the world
 * it left in SQLite keeps every write it answered ok, holds no half of a write (each recharge is its balance change
 * and its flow together), and a restarted server serves it on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSimulator } from '@services/mock/simulator';
import { openSqliteStorage } from '@services/mock/sqlite-storage';
import { fundFlows, fundOf, num } from '@services/mock/recharge/store';

import { BASIC, signInAt } from './sim-helpers';
const RECHARGE = '/api/shell/platformaccount/platformRecharge';
const folder = mkdtempSync(join(tmpdir(), 'sim-process-'));
const file = join(folder, 'world.sqlite');
const running: ChildProcess[] = [];

afterAll(() => {
  for (const p of running) p.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

/** Starts the server on a free port; resolves to its base URL once it listens. */
function start(...extra: string[]): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['scripts/sim-server.mjs', '--port', '0', '--db', file, ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  return new Promise((done, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      const found = /on (http:\/\/\S+)\/api/.exec(out);
      if (found) done({ child, base: found[1]! });
    });
    child.stderr!.on('data', (chunk) => {
      out += String(chunk);
    });
    child.on('exit', (code) => fail(new Error(`sim:server stopped (exit ${code}): ${out}`)));
  });
}

test('killed during a burst of writes, the world keeps every answered write and no half of one', { timeout: 180_000 }, async () => {
  const first = await start('--reset');
  const token = await signInAt(first.base);
  const answered: number[] = [];
  let sent = 0;
  // eight people send recharges one after another, each a distinct amount, until the server is gone
  const person = async (n: number) => {
    for (let i = 0; i < 200; i += 1) {
      const amount = 10_000 + n * 1_000 + i;
      sent += 1;
      try {
        const res = await fetch(`${first.base}${RECHARGE}`, {
          method: 'POST',
          headers: {
            Authorization: BASIC,
            'Tenant-Id': '000000',
            'Blade-Auth': `bearer ${token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': `burst-${amount}`,
          },
          body: JSON.stringify({ amount }),
        });
        const body = (await res.json()) as { success?: boolean };
        if (body.success) answered.push(amount);
      } catch {
        return; // the server is gone
      }
    }
  };
  const burst = Promise.all(Array.from({ length: 8 }, (_, n) => person(n)));
  await expect.poll(() => answered.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(25);
  first.child.kill('SIGKILL');
  await burst;
  expect(sent).toBeGreaterThan(answered.length);

  // the file as the server left it
  const storage = openSqliteStorage(file);
  const left = createSimulator({ storage });
  const flows = fundFlows(left.db).filter((f) => f.remark === '平台充值');
  const made = new Set(flows.map((f) => num(f.amount)));
  expect(answered.filter((a) => !made.has(a))).toEqual([]);
  // no half of a write: each made recharge is one flow, and the funds are exactly the sum of their flows
  expect(made.size).toBe(flows.length);
  const fund = fundOf(left.db, '000000');
  const signed = fundFlows(left.db)
    .filter((f) => f.tenantId === '000000')
    .reduce((s, f) => s + (num(f.direction) === 1 ? num(f.amount) : -num(f.amount)), 0);
  expect(num(fund.balance)).toBe(signed);
  storage.close();

  // a restarted server serves the same world
  const second = await start();
  const books = (await (await fetch(`${second.base}/__sim/books`)).json()) as { books: { funds: { balance: number; flows: number } } };
  expect(books.books.funds.balance).toBe(books.books.funds.flows);
  const again = await signInAt(second.base);
  expect(again).toBeTruthy();
  second.child.kill('SIGTERM');
});
