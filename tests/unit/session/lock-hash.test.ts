import {
  LOCK_KDF,
  deriveLockSecret,
  parseLockSecret,
  pbkdf2Sha256,
  pbkdf2Sha256Fallback,
  sha256,
  verifyLockPassword,
} from '@/shell/lock-hash';

vi.setConfig({ testTimeout: 30_000 }); // 100 000 iterations take a while on a busy machine, the pure-JS ones most

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const utf8 = (s: string) => new TextEncoder().encode(s);

/** Runs `body` as on a plain-HTTP page: crypto without SubtleCrypto. */
async function withoutSubtle<T>(body: () => Promise<T>): Promise<T> {
  const real = globalThis.crypto;
  const insecure = {
    getRandomValues: <A extends ArrayBufferView | null>(a: A) => real.getRandomValues(a as never) as A,
    subtle: undefined,
  };
  Object.defineProperty(globalThis, 'crypto', { value: insecure, configurable: true });
  try {
    return await body();
  } finally {
    Object.defineProperty(globalThis, 'crypto', { value: real, configurable: true });
  }
}

test('the fallback SHA-256 and PBKDF2 give the published test vectors', () => {
  expect(hex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  expect(hex(sha256(utf8('a'.repeat(1000))))).toBe('41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3');
  // RFC 7914 §11: PBKDF2-HMAC-SHA256 (P="passwd", S="salt", c=1, dkLen=64).
  expect(hex(pbkdf2Sha256Fallback(utf8('passwd'), utf8('salt'), 1, 64))).toBe(
    '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783',
  );
});

test('the fallback gives the same bytes as WebCrypto, long passwords included', async () => {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  for (const password of ['8866', '锁屏密码-ümlaut', 'x'.repeat(100)]) {
    const viaWebCrypto = await pbkdf2Sha256(password, salt, 1000, 32);
    expect(hex(pbkdf2Sha256Fallback(utf8(password), salt, 1000, 32))).toBe(hex(viaWebCrypto));
  }
});

test('a lock secret is PBKDF2-HMAC-SHA-256 with a 16-byte random salt and at least 100 000 iterations; never the text', async () => {
  const stored = await deriveLockSecret('lock-1234');
  expect(stored).not.toContain('lock-1234');
  expect(stored.startsWith('pbkdf2-sha256$')).toBe(true);
  const secret = parseLockSecret(stored)!;
  expect(secret.iterations).toBe(LOCK_KDF.iterations);
  expect(secret.iterations).toBeGreaterThanOrEqual(100_000);
  expect(secret.salt).toHaveLength(16);
  expect(secret.hash).toHaveLength(32);
  // Recomputed independently (the fallback) from the stored salt and count: the same hash.
  expect(hex(pbkdf2Sha256Fallback(utf8('lock-1234'), secret.salt, secret.iterations, 32))).toBe(hex(secret.hash));
});

test('the salt is new every time, so one password gives different secrets', async () => {
  const [a, b] = await Promise.all([deriveLockSecret('same'), deriveLockSecret('same')]);
  expect(a).not.toBe(b);
  expect(hex(parseLockSecret(a)!.salt)).not.toBe(hex(parseLockSecret(b)!.salt));
  expect(await verifyLockPassword('same', a)).toBe(true);
  expect(await verifyLockPassword('same', b)).toBe(true);
});

test('verification accepts only the password the secret was made from', async () => {
  const stored = await deriveLockSecret('8866');
  expect(await verifyLockPassword('8866', stored)).toBe(true);
  expect(await verifyLockPassword('8867', stored)).toBe(false);
  expect(await verifyLockPassword('', stored)).toBe(false);
  expect(await verifyLockPassword(' 8866', stored)).toBe(false);
  // Anything that is not a secret of ours (an old md5 hash, damage) never verifies.
  expect(await verifyLockPassword('8866', 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6')).toBe(false);
  expect(await verifyLockPassword('8866', 'pbkdf2-sha256$0$AA==$AA==')).toBe(false);
  expect(await verifyLockPassword('8866', 'pbkdf2-sha256$100000$!!$AA==')).toBe(false);
});

test('a page without SubtleCrypto (plain HTTP) derives and verifies the same way', async () => {
  const made = await withoutSubtle(() => deriveLockSecret('http-lock'));
  expect(parseLockSecret(made)!.iterations).toBeGreaterThanOrEqual(100_000);
  // A secret made there verifies with WebCrypto, and one made with WebCrypto verifies there.
  expect(await verifyLockPassword('http-lock', made)).toBe(true);
  const viaWebCrypto = await deriveLockSecret('https-lock');
  expect(await withoutSubtle(() => verifyLockPassword('https-lock', viaWebCrypto))).toBe(true);
  expect(await withoutSubtle(() => verifyLockPassword('wrong', viaWebCrypto))).toBe(false);
}, 30_000);
