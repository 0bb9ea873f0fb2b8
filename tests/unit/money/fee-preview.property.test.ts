/**
 * Property: for random amounts and every seeded fee rule, the console's fee preview (previewFee) equals the fee the
 * simulator's calcMoneyFee answers for the account that carries the rule.
 */
import fc from 'fast-check';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { SEED_ACCOUNTS } from '@services/mock/money/store';
import { previewFee, quoteFee, readAccount } from '@services/api/money/withdrawal';
import { resetBrowserState, signIn } from '../../support/render-console';

vi.setConfig({ testTimeout: 60_000 });
const sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

const LOGIN: Record<string, [string, string]> = {
  '100001': ['supplier', 'demo123'],
  '200001': ['provider', 'demo123'],
  '300001': ['purchaser', 'demo123'],
  '000000': ['admin', 'admin'],
};

describe.each(SEED_ACCOUNTS.map((a) => [`${a.accountType} (feeMode ${a.rule.feeMode}, feeValue ${a.rule.feeValue})`, a] as const))(
  'fee rule of %s',
  (_name, seeded) => {
    beforeAll(async () => {
      resetBrowserState();
      const [account, password] = LOGIN[seeded.tenantId]!;
      await signIn(sim, account, password, seeded.tenantId);
    });

    test('the preview equals the server quote for random amounts', async () => {
      const account = await readAccount(seeded.id);
      const edges = [1, 2, 49, 50, 99, 100, 101, 199, 200, 201, 333, 3333, 16_667, account.availableFen];
      for (const amount of edges) expect(previewFee(account, amount)).toEqual(await quoteFee(seeded.id, amount));
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: account.availableFen }), async (amount) => {
          expect(previewFee(account, amount)).toEqual(await quoteFee(seeded.id, amount));
        }),
        { numRuns: 60, seed: 20260105 },
      );
    });
  },
);
