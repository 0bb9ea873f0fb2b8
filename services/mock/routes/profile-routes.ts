/**
 * Simulated personal-info calls: POST /api/blade-user/update-info, POST /api/blade-user/update-password,
 * the OSS avatar upload POST /api/blade-resource/oss/endpoint/put-file and GET …/oss/endpoint/file/:id,
 * which serves what was uploaded (so the avatar field holds a short link, not a data: URL).
 *
 * Uploaded files live in `db.resources[OSS_FILES]` (base64, the newest MAX_STORED_FILES) so a saved avatar
 * survives a reload in demo mode. Route handlers are synchronous and reading a File is not, so the upload
 * answer is a stream that completes once the bytes are stored in the row: by the time the client has the
 * link, the next persisted change (the update-info that saves it) carries the bytes. Until then (and if the
 * db was replaced meanwhile) the file is served from memory.
 */
import { HttpResponse } from 'msw';
import { findUser, nextId, tableOf } from '../db';
import { type Envelope, MSG_OK, fail, ok } from '../envelope';
import { type RouteDefinition, protectedRoute, publicRoute } from '../route';
import { formatDateTime } from '../seed';
import { isSafeImageSource } from '@/lib/url';

export const MSG_OLD_PASSWORD_WRONG = '原密码不正确';
export const MSG_PASSWORD_MISMATCH = '两次密码输入不一致';
export const MSG_NEW_PASSWORD_EMPTY = '新密码不能为空';
export const MSG_NOT_YOURS = '只能修改本人的信息';
export const MSG_BAD_AVATAR = '头像地址无效';
export const MSG_NO_FILE = '请选择要上传的文件';
export const MSG_FILE_TOO_LARGE = '文件大小不能超过2MB';

/** `db.resources` table of uploaded files. */
export const OSS_FILES = 'ossFiles';
/** Largest file the simulated OSS accepts. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Uploaded files kept in the db (oldest dropped), so a long demo does not fill browser storage. */
export const MAX_STORED_FILES = 20;
/** Path of a stored file; the id is appended. */
export const FILE_PATH = '/api/blade-resource/oss/endpoint/file/';

/** Content types served as such; anything else is served as an attachment. */
const SERVABLE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Uploaded bytes not yet written to (or lost from) the db, by file id. */
const pendingBlobs = new Map<string, Blob>();

interface FileRow extends Record<string, unknown> {
  id: string;
  name: string;
  originalName: string;
  contentType: string;
  size: number;
  /** base64 of the bytes; '' until read. */
  data: string;
  createTime: string;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0
    ? ''
    : name
        .slice(dot + 1)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');
}

/** An avatar value the console may render: empty, a same-origin path, http(s), or a data: image. */
export function isAcceptableAvatar(value: string): boolean {
  return value === '' || isSafeImageSource(value);
}

// Duck-typed: in Node tests the request body comes from undici while the globals may be jsdom's.
function isFormData(v: unknown): v is FormData {
  return typeof v === 'object' && v !== null && typeof (v as FormData).get === 'function' && typeof (v as FormData).append === 'function';
}

function isBlob(v: unknown): v is Blob {
  return typeof v === 'object' && v !== null && typeof (v as Blob).arrayBuffer === 'function' && typeof (v as Blob).size === 'number';
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

/** Routes of the personal-info page. */
export const profileRoutes: RouteDefinition[] = [
  protectedRoute('post', '/api/blade-user/update-info', (ctx) => {
    const body =
      ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) && !isFormData(ctx.body)
        ? (ctx.body as Record<string, unknown>)
        : ctx.params;
    const user = findUser(ctx.db, ctx.session.user.id);
    if (!user) return fail('用户不存在');
    const id = text(body.id);
    if (id !== undefined && id !== '' && id !== user.id) return fail(MSG_NOT_YOURS);
    const avatar = text(body.avatar);
    if (avatar !== undefined && !isAcceptableAvatar(avatar)) return fail(MSG_BAD_AVATAR);
    const realName = text(body.realName);
    const name = text(body.name);
    if (name !== undefined && name.trim() === '') return fail('用户名不能为空');
    if (avatar !== undefined) user.avatar = avatar;
    if (realName !== undefined) user.realName = realName.trim().slice(0, 64);
    if (name !== undefined) user.name = name.trim().slice(0, 64);
    const phone = text(body.phone);
    if (phone !== undefined) user.phone = phone.trim().slice(0, 32);
    const email = text(body.email);
    if (email !== undefined) user.email = email.trim().slice(0, 128);
    ctx.changed();
    return ok(true);
  }),

  protectedRoute('post', '/api/blade-user/update-password', (ctx) => {
    const user = findUser(ctx.db, ctx.session.user.id);
    if (!user) return fail('用户不存在');
    const oldPassword = (ctx.params.oldPassword ?? '').toLowerCase();
    const newPassword = (ctx.params.newPassword ?? '').toLowerCase();
    const newPassword1 = (ctx.params.newPassword1 ?? '').toLowerCase();
    if (oldPassword === '' || oldPassword !== user.password) return fail(MSG_OLD_PASSWORD_WRONG);
    if (newPassword === '') return fail(MSG_NEW_PASSWORD_EMPTY);
    if (newPassword !== newPassword1) return fail(MSG_PASSWORD_MISMATCH);
    user.password = newPassword;
    ctx.changed();
    return ok(true);
  }),

  protectedRoute('post', '/api/blade-resource/oss/endpoint/put-file', (ctx) => {
    const file = isFormData(ctx.body) ? ctx.body.get('file') : null;
    if (!isBlob(file)) return fail(MSG_NO_FILE);
    if (file.size > MAX_UPLOAD_BYTES) return fail(MSG_FILE_TOO_LARGE);
    const originalName = typeof (file as File).name === 'string' && (file as File).name ? (file as File).name : 'file';
    const id = nextId(ctx.db);
    const ext = extensionOf(originalName);
    const row: FileRow = {
      id,
      name: `upload/${id}${ext ? `.${ext}` : ''}`,
      originalName,
      contentType: file.type || 'application/octet-stream',
      size: file.size,
      data: '',
      createTime: formatDateTime(ctx.now),
    };
    const table = tableOf(ctx.db, OSS_FILES);
    table.push(row);
    for (const dropped of table.splice(0, Math.max(0, table.length - MAX_STORED_FILES))) pendingBlobs.delete(String(dropped.id));
    pendingBlobs.set(id, file);
    ctx.changed();
    const envelope: Envelope<Record<string, string>> = {
      code: 200,
      success: true,
      msg: MSG_OK,
      data: { link: `${FILE_PATH}${id}`, domain: '', name: row.name, originalName, attachId: id },
    };
    const encoded = new TextEncoder().encode(JSON.stringify(envelope));
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        try {
          row.data = toBase64(await file.arrayBuffer());
        } catch {
          /* served from memory instead */
        }
        controller.enqueue(encoded);
        controller.close();
      },
    });
    return new HttpResponse(stream, { status: 200, headers: { 'Content-Type': 'application/json' } });
  }),

  publicRoute('get', `${FILE_PATH}:id`, (ctx) => {
    const id = ctx.pathParams.id ?? '';
    const row = (ctx.db.resources[OSS_FILES] ?? []).find((r) => r.id === id) as FileRow | undefined;
    const blob = pendingBlobs.get(id);
    if (!row && !blob) return HttpResponse.json({ code: 404, success: false, data: null, msg: '文件不存在' }, { status: 404 });
    const declared = row?.contentType ?? blob?.type ?? '';
    const servable = SERVABLE_TYPES.includes(declared);
    const headers: Record<string, string> = {
      'Content-Type': servable ? declared : 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=31536000, immutable',
    };
    if (!servable) headers['Content-Disposition'] = 'attachment';
    if (row?.data) return new HttpResponse(fromBase64(row.data), { status: 200, headers });
    return new HttpResponse(blob ?? null, { status: 200, headers });
  }),
];
