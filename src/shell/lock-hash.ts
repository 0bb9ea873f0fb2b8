/**
 * The lock password as kept in session storage: never the text, but PBKDF2-HMAC-SHA-256 of it with a random
 * 16-byte salt, stored as `pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>`.
 *
 * The key is derived with WebCrypto (SubtleCrypto). A console served over plain HTTP has no SubtleCrypto (it is
 * given to secure contexts only), so there the same derivation runs in the small SHA-256 below; both give the
 * same bytes (a unit test holds them to each other and to the RFC 7914 test vector).
 */

/** The derivation's parameters. */
export const LOCK_KDF = {
  name: 'pbkdf2-sha256',
  iterations: 100_000,
  saltBytes: 16,
  hashBytes: 32,
} as const;

/** A stored lock secret, parsed. */
export interface LockSecret {
  iterations: number;
  salt: Uint8Array;
  hash: Uint8Array;
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i += 1) out[i] = s.charCodeAt(i);
  return out;
}

/** Reads a stored secret; null when it is not one of ours. */
export function parseLockSecret(stored: string): LockSecret | null {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== LOCK_KDF.name) return null;
  const iterations = Number(parts[1]);
  if (!Number.isInteger(iterations) || iterations < 1) return null;
  try {
    const salt = fromBase64(parts[2]!);
    const hash = fromBase64(parts[3]!);
    return salt.length > 0 && hash.length > 0 ? { iterations, salt, hash } : null;
  } catch {
    return null;
  }
}

/** Writes a secret for storage. */
export function formatLockSecret(secret: LockSecret): string {
  return `${LOCK_KDF.name}$${secret.iterations}$${toBase64(secret.salt)}$${toBase64(secret.hash)}`;
}

/** A fresh random salt. */
export function randomSalt(): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(LOCK_KDF.saltBytes));
}

/** PBKDF2-HMAC-SHA-256 of `password` (UTF-8): WebCrypto where it exists, else the fallback below. */
export async function pbkdf2Sha256(password: string, salt: Uint8Array, iterations: number, bytes: number): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle;
  const pw = new TextEncoder().encode(password);
  if (!subtle) return pbkdf2Sha256Fallback(pw, salt, iterations, bytes);
  const key = await subtle.importKey('raw', pw, 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, bytes * 8);
  return new Uint8Array(bits);
}

/** Derives the stored form of a new lock password (a new random salt every time). */
export async function deriveLockSecret(password: string, salt: Uint8Array = randomSalt()): Promise<string> {
  const hash = await pbkdf2Sha256(password, salt, LOCK_KDF.iterations, LOCK_KDF.hashBytes);
  return formatLockSecret({ iterations: LOCK_KDF.iterations, salt, hash });
}

/** Whether `password` is the one `stored` was derived from (the whole hash is compared, whatever differs). */
export async function verifyLockPassword(password: string, stored: string): Promise<boolean> {
  const secret = parseLockSecret(stored);
  if (!secret) return false;
  const hash = await pbkdf2Sha256(password, secret.salt, secret.iterations, secret.hash.length);
  let diff = hash.length ^ secret.hash.length;
  for (let i = 0; i < secret.hash.length; i += 1) diff |= (hash[i] ?? 0) ^ secret.hash[i]!;
  return diff === 0;
}

// --- SHA-256, HMAC and PBKDF2 for pages without SubtleCrypto (FIPS 180-4, RFC 2104, RFC 8018) ---------------

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const IV = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** Runs the compression function over one 64-byte block at `offset`. */
function compress(state: Uint32Array, block: Uint8Array, offset: number, w: Uint32Array): void {
  for (let i = 0; i < 16; i += 1) {
    const j = offset + i * 4;
    w[i] = (block[j]! << 24) | (block[j + 1]! << 16) | (block[j + 2]! << 8) | block[j + 3]!;
  }
  for (let i = 16; i < 64; i += 1) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let [a, b, c, d, e, f, g, h] = [state[0]!, state[1]!, state[2]!, state[3]!, state[4]!, state[5]!, state[6]!, state[7]!];
  for (let i = 0; i < 64; i += 1) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** SHA-256 continuing from `start` (the state after `prefixBytes` bytes already hashed) over `data`. */
function sha256From(start: Uint32Array, prefixBytes: number, data: Uint8Array, w: Uint32Array): Uint8Array {
  const state = new Uint32Array(start);
  const total = prefixBytes + data.length;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const bits = total * 8;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(padded.length - 4, bits >>> 0);
  for (let off = 0; off < padded.length; off += 64) compress(state, padded, off, w);
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i += 1) outView.setUint32(i * 4, state[i]!);
  return out;
}

/** SHA-256 of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  return sha256From(new Uint32Array(IV), 0, data, new Uint32Array(64));
}

/** PBKDF2-HMAC-SHA-256 without WebCrypto; the HMAC's inner and outer key blocks are hashed once. */
export function pbkdf2Sha256Fallback(password: Uint8Array, salt: Uint8Array, iterations: number, bytes: number): Uint8Array {
  const w = new Uint32Array(64);
  const key = new Uint8Array(64);
  key.set(password.length > 64 ? sha256(password) : password);
  const pad = (byte: number) => {
    const block = key.map((b) => b ^ byte);
    const state = new Uint32Array(IV);
    compress(state, block, 0, w);
    return state;
  };
  const inner = pad(0x36);
  const outer = pad(0x5c);
  const hmac = (message: Uint8Array) => sha256From(outer, 64, sha256From(inner, 64, message, w), w);
  const out = new Uint8Array(bytes);
  for (let block = 1, done = 0; done < bytes; block += 1) {
    const first = new Uint8Array(salt.length + 4);
    first.set(salt);
    new DataView(first.buffer).setUint32(salt.length, block);
    let u = hmac(first);
    const t = u.slice();
    for (let i = 1; i < iterations; i += 1) {
      u = hmac(u);
      for (let j = 0; j < 32; j += 1) t[j] = t[j]! ^ u[j]!;
    }
    out.set(t.subarray(0, Math.min(32, bytes - done)), done);
    done += 32;
  }
  return out;
}
