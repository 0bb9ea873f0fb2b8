import { fenFacts } from '@/screens/money/fen-facts';

test('each amount in fen shows in yuan under its label, in the order asked; an absent amount shows empty', () => {
  const row = { balance: 1234567, frozenAmount: '500', withdrawableAmount: null, accountCount: 3 };
  expect(fenFacts(row, ['frozenAmount', 'balance', 'withdrawableAmount'], (f) => `label:${f}`)).toEqual([
    ['label:frozenAmount', '¥5.00'],
    ['label:balance', '¥12,345.67'],
    ['label:withdrawableAmount', ''],
  ]);
});
