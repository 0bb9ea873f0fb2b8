import { scrub } from '@services/logs/scrub';
import { ErrorLog } from '@services/logs/error-log';
import { ConsoleStorage } from '@services/storage/storage';
import { MemoryStorage } from '../../support/memory-storage';

describe('personal data in log text', () => {
  test.each([
    // mobile numbers
    [
      'https://console.example/api/blade-user/page?phone=13800138000&current=1',
      'https://console.example/api/blade-user/page?phone=138****8000&current=1',
    ],
    ['短信已发送至 13912345678。', '短信已发送至 139****5678。'],
    ['tel +8613800138000', 'tel +*********8000'],
    ['手机 138-0013-8000 / 138 0013 8000', '手机 138-****-8000 / 138 **** 8000'],
    ['{"mobile":"15012345678"}', '{"mobile":"150****5678"}'],
    // not mobile numbers: wrong prefix, too short, part of a longer run
    ['order 12345678901 stays', 'order 12345678901 stays'],
    ['short 1380013800 stays', 'short 1380013800 stays'],
    // e-mail addresses
    ['联系 user@example.com', '联系 u***@example.com'],
    ['Failed: {"email":"zhang.san+fleet@corp.example.cn"}', 'Failed: {"email":"z***@corp.example.cn"}'],
    ['/api/blade-user/page?email=li.si%40example.com&x=1', '/api/blade-user/page?email=l***%40example.com&x=1'],
    ['import from @blueprintjs/core failed', 'import from @blueprintjs/core failed'],
    ['at react-dom@19.1.0/client.js:1:2', 'at react-dom@19.1.0/client.js:1:2'],
    // bank cards, 13-19 digits, Luhn or not
    ['card 6222021234567890123', 'card ***************0123'],
    ['card 4111111111111112 (Luhn fails)', 'card ************1112 (Luhn fails)'],
    ['card 6222 0212 3456 789', 'card ***********6789'],
    ['card 1234567890123', 'card *********0123'],
  ])('scrub(%j) = %j', (input, expected) => {
    expect(scrub(input)).toBe(expected);
  });

  test('what was scrubbed already stays scrubbed', () => {
    expect(scrub('Blade-Auth: bearer abcdefghijkl password=hunter2 id 11010519491231002X')).toBe(
      'Blade-Auth: bearer [REDACTED] password=[REDACTED] id **************002X',
    );
  });

  test('a realistic entry reaches the stored log without the phone, the e-mail or the card', () => {
    const local = new MemoryStorage();
    const log = new ErrorLog({ storage: new ConsoleStorage(local, new MemoryStorage(), 'fc-') });
    log.addLog({
      type: 'ajax',
      url: 'https://console.example/api/fleetMember/fleetmember/list?phone=13800138000&current=1',
      message: '联系 user@example.com 充值失败',
      stack: 'cardNo=6222021234567890123',
      info: '',
    });
    const stored = local.dump();
    for (const secret of ['13800138000', 'user@example.com', '6222021234567890123']) expect(stored).not.toContain(secret);
    expect(stored).toContain('138****8000');
    expect(stored).toContain('u***@example.com');
    expect(stored).toContain('0123');
  });
});
