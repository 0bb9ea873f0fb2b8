/**
 * A picture picked and uploaded on a form (an avatar, a business licence): the file is checked before anything is
 * sent (extension and first bytes, size: src/lib/avatar-check.ts), then uploaded as a command (one key per picked
 * file; an upload leaves nothing the console can read back, so a lost answer asks to pick the file again). The form
 * keeps the uploaded link; `usePictureUpload` holds the check's problem and the hidden file input, `PictureField`
 * shows the preview, the button and the upload's refusal.
 */
import { Button } from '@blueprintjs/core';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile, type UploadedFile } from '@services/api/profile';
import { AVATAR_HEAD_BYTES, type AvatarCandidate } from '@/lib/avatar-check';
import { CommandNotice } from './command-notice';
import { FormField } from './form-field';
import type { Command, CommandCalls } from './use-command';

/** What one upload sends: the file, and what tells one picked file from another (another file is another operation). */
export interface PicturePick {
  file: File;
  name: string;
  size: number;
  lastModified: number;
}

/** The picture upload of a form: `check` gives the i18n key of what is wrong with a file (null when fine). */
export function usePictureUpload(check: (file: AvatarCandidate) => string | null, onUploaded: (link: string) => void) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const calls: CommandCalls<PicturePick, UploadedFile> = {
    send: (p, key) => uploadFile(p.file, p.name, key),
    verify: async () => ({ found: false }),
    onDone: (uploaded) => onUploaded((uploaded as UploadedFile).link),
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>, upload: Command<PicturePick>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    let head: Uint8Array;
    try {
      head = new Uint8Array(await file.slice(0, AVATAR_HEAD_BYTES).arrayBuffer());
    } catch {
      head = new Uint8Array();
    }
    const reason = check({ name: file.name, size: file.size, head });
    setProblem(reason ? t(reason) : null);
    if (!reason) upload.run({ file, name: file.name, size: file.size, lastModified: file.lastModified });
  };
  return { calls, problem, input, onFile };
}

export type PictureUpload = ReturnType<typeof usePictureUpload>;

/** Whether an upload is under way (sending, or checking after a lost answer). */
export const uploading = (upload: Command<PicturePick>) => upload.step === 'submitting' || upload.step === 'checking';

/** The picture's field: its preview, the button that picks a file (jpg/png), and the upload's refusal. */
export function PictureField({
  picture,
  upload,
  label,
  helper,
  preview,
  className,
  text,
}: {
  picture: PictureUpload;
  upload: Command<PicturePick>;
  label: string;
  helper: string;
  preview: ReactNode;
  className?: string;
  /** The button's texts: to pick a file, while uploading; what the refusal and a lost answer say. */
  text: { pick: string; uploading: string; failed: string; unknown: string };
}) {
  const busy = uploading(upload);
  return (
    <>
      <FormField label={label} group helper={helper} error={picture.problem || undefined} announce>
        {() => (
          <div className={className ? `fc-row ${className}` : 'fc-row'}>
            {preview}
            <Button icon="upload" text={busy ? text.uploading : text.pick} loading={busy} onClick={() => picture.input.current?.click()} />
            <input
              ref={picture.input}
              type="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              aria-label={text.pick}
              hidden
              onChange={(e) => void picture.onFile(e, upload)}
            />
          </div>
        )}
      </FormField>
      <CommandNotice command={upload} failedText={text.failed} notFoundText={text.unknown} className="fc-space-below" />
    </>
  );
}
