// @vitest-environment node
import { csvCell, csvText, neutralise } from '@services/mock/csv';
import { startNodeSimulator } from '@services/mock/node';
import { createSimulator } from '@services/mock/simulator';
import { orderTable } from '@services/mock/orders/seed';
import { resourceTable } from '@services/mock/routes/resource-routes';
import { resourceByKey } from '@services/resources/registry';
import { api, loginOk } from './sim-helpers';

describe('a CSV cell', () => {
  test.each([
    // formulas and what hides them: a leading quote makes them text (OWASP CSV injection)
    ['=HYPERLINK("http://evil.example","点我")', `"'=HYPERLINK(""http://evil.example"",""点我"")"`],
    ['+cmd|" /C calc"!A0', `"'+cmd|"" /C calc""!A0"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['\t=1+2', `"'\t=1+2"`],
    ['\r=1+2', `"'\r=1+2"`],
    ['-', `"'-"`],
    // plain numbers are left alone: a negative amount stays a number
    ['-12.50', '"-12.50"'],
    [-1250, '"-1250"'],
    ['+3', '"+3"'],
    [0, '"0"'],
    // ordinary text, quotes doubled; a formula character later in the text is harmless
    ['中石化 "京" 加油站', '"中石化 ""京"" 加油站"'],
    ['a=b', '"a=b"'],
    ['13800138000', '"13800138000"'],
    [null, '""'],
    [undefined, '""'],
  ])('csvCell(%j) = %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  test('neutralise keeps the text otherwise unchanged', () => {
    expect(neutralise('=1+2')).toBe("'=1+2");
    expect(neutralise('普通文本')).toBe('普通文本');
  });

  test('a file is BOM, CRLF lines and a final CRLF', () => {
    expect(
      csvText([
        ['订单号', '金额'],
        ['=1', -5],
      ]),
    ).toBe('\uFEFF"订单号","金额"\r\n"\'=1","-5"\r\n');
  });
});

describe("the simulator's exports write neutralised cells", () => {
  const { sim, close } = startNodeSimulator(createSimulator({ storage: null }));
  afterAll(() => close());
  const EVIL = '=HYPERLINK("http://evil.example","x")';
  const SAFE = `"'=HYPERLINK(""http://evil.example"",""x"")"`;

  test('the order export', async () => {
    const { access_token } = await loginOk('admin', 'admin');
    const row = orderTable(sim.db, 'order').find((r) => r.orderType !== 2)!;
    row.orderNo = EVIL;
    const text = await (await api('/api/zytorder/order/export', { token: access_token })).text();
    expect(text).toContain(SAFE);
    expect(text).not.toMatch(/(^|,)"=/m);
  });

  test('a generic family export', async () => {
    const { access_token } = await loginOk('admin', 'admin');
    const def = resourceByKey('admin-agent')!;
    const field = def.columns.find((c) => !c.hidden)!.field;
    resourceTable(sim.db, def)[0]![field] = EVIL;
    const text = await (await api('/api/admin/agent/downloadInfo', { token: access_token })).text();
    expect(text).toContain(SAFE);
    expect(text).not.toMatch(/(^|,)"=/m);
  });
});
