/** Runtime settings of the console that mirror the BladeX client defaults (spec 000 §9). */
export const consoleConfig = {
  /** OAuth client of the console; BladeX defaults. */
  clientId: 'saber',
  clientSecret: 'saber_secret',
  /** Header that carries the bearer token. */
  tokenHeader: 'Blade-Auth',
  /** Seconds after issue at which the token is refreshed (spec 000 §9). */
  tokenTime: 3000,
  /** Period of the refresh check, ms. */
  refreshCheckMs: 10_000,
  /** Delay between setting the lock flag and showing /lock, ms. */
  lockRedirectMs: 100,
  /** Request time-out, ms. */
  requestTimeoutMs: 100_000,
  /** Tenant mode shows the tenant id field when the domain does not give one. */
  tenantMode: true,
  /** Captcha mode uses the captcha grant. */
  captchaMode: true,
  /** Role switching sends Dept-Id / Role-Id on login and refresh. */
  switchMode: true,
  /**
   * Endpoints that answer bare JSON, without the `{ code, success, data, msg }` envelope: the OAuth token
   * grants (spec 000 §7, RFC 6749 §5.1) and the image captcha (`{ key, image }`). From any other endpoint a
   * 200 JSON object without a numeric `code` is 未知错误, never a success.
   */
  bareJsonPaths: [
    '/api/blade-auth/oauth/token',
    '/api/blade-auth/oauth/token/refresh',
    '/api/blade-auth/oauth/captcha',
  ] as readonly string[],
  /**
   * Whether the backend answers a repeated Idempotency-Key with the first outcome instead of doing the write again.
   * BladeX does not; only a deployment that does may set this, and only then does the console say a resubmission
   * cannot repeat the write.
   */
  idempotencyHonoured: false as boolean,
  /** Response codes rejected silently by the transport. */
  statusWhiteList: [] as number[],
  /** Platform tenant id (also the root company id). */
  platformTenantId: '000000',
  /** Prefix of every browser storage key and cookie. */
  storagePrefix: 'fleet-console',
  /** A deployment's own title shown beside the product name in the logo area (empty: none). */
  siteTitle: '',
  /** External sites of the top bar (spec 000 §2): a deployment sets its own addresses here. */
  externalSites: {
    supplierShop: 'https://shop.example.com/supplier/login',
    purchaserMall: 'https://mall.example.com/purchaser',
    providerMall: 'https://mall.example.com/provider',
  },
} as const;

/** The Basic client credential sent with every request. */
export function basicClientCredential(): string {
  return `Basic ${btoa(`${consoleConfig.clientId}:${consoleConfig.clientSecret}`)}`;
}

/** Says whether the backend honours Idempotency-Key (the demo's simulator can play either kind of backend). */
export function setIdempotencyHonoured(value: boolean): void {
  (consoleConfig as { idempotencyHonoured: boolean }).idempotencyHonoured = value;
}
