/**
 * The avatar file check, run before any upload (spec 000 §5; docs/quality.md pinned decision):
 * jpg/jpeg/png only, by extension (case-insensitive) AND by magic bytes, not empty, at most
 * AVATAR_MAX_BYTES (500 × 1024). Checks in order, first failure wins:
 * extension → avatar.type; size 0 (or not a positive number) → avatar.empty;
 * size > limit → avatar.size; first bytes not the format of the extension → avatar.mismatch.
 * The caller reads the first AVATAR_HEAD_BYTES bytes of the file (e.g. file.slice(0, 8)).
 */
import type { ValidationKey } from './validation-keys';

/** The largest accepted avatar: "500kb" = 500 × 1024 bytes. */
export const AVATAR_MAX_BYTES = 500 * 1024;

/** How many leading bytes the check needs (the PNG signature length). */
export const AVATAR_HEAD_BYTES = 8;

/** JPEG signature (SOI + marker prefix). */
export const JPEG_MAGIC: readonly number[] = [0xff, 0xd8, 0xff];

/** PNG signature. */
export const PNG_MAGIC: readonly number[] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const MAGIC_BY_EXTENSION: Readonly<Record<string, readonly number[]>> = {
  jpg: JPEG_MAGIC,
  jpeg: JPEG_MAGIC,
  png: PNG_MAGIC,
};

/** What the avatar check looks at: the file name, its size in bytes and its first bytes. */
export interface AvatarCandidate {
  name: string;
  size: number;
  head: Uint8Array;
}

/** The lower-case extension after the last dot of a file name, or '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Tells whether `head` starts with the bytes of `magic`. */
export function startsWithBytes(head: Uint8Array, magic: readonly number[]): boolean {
  if (head.length < magic.length) return false;
  return magic.every((byte, i) => head[i] === byte);
}

/** What is wrong with a picture (jpg/jpeg/png at most `maxBytes`), in the order of the module header; null when fine. */
export function pictureProblem(file: AvatarCandidate, maxBytes: number): 'type' | 'empty' | 'size' | 'mismatch' | null {
  const magic = MAGIC_BY_EXTENSION[fileExtension(file.name)];
  if (!magic) return 'type';
  if (!(file.size > 0)) return 'empty';
  if (file.size > maxBytes) return 'size';
  return startsWithBytes(file.head, magic) ? null : 'mismatch';
}

/** Checks an avatar before upload; null when acceptable, else the reason key (order in the module header). */
export function checkAvatar(file: AvatarCandidate): ValidationKey | null {
  const problem = pictureProblem(file, AVATAR_MAX_BYTES);
  return problem ? `validation:avatar.${problem}` : null;
}
