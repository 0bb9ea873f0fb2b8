/**
 * /info/index, personal info (spec 000 §2, §3): tabs 个人信息 (avatar, real name, user name, phone, email)
 * and 修改密码 (old, new, confirm).
 *
 * - The avatar file is checked (extension, size, magic bytes: checkAvatar) before any upload; the reason
 *   shows under the avatar. A good file goes to the OSS endpoint and its link becomes the avatar to save.
 * - Field messages show on blur and on submit. Both saves are commands (docs/flows.md "Commands"): confirmed,
 *   sent once; a refusal shows the server's words in the dialog and keeps every typed value (docs/quality.md
 *   req. 17); after a lost answer the info is read back, while a password change cannot be read and the user is
 *   told to try the new password.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Classes, InputGroup, Intent, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { fetchPersonalInfo, type PersonalInfo } from '@services/api/user';
import { UPDATE_INFO_URL, UPDATE_PASSWORD_URL, updatePassword, updatePersonalInfo, type PersonalInfoUpdate } from '@services/api/profile';
import { checkAvatar } from '@/lib/avatar-check';
import { PictureField, uploading, usePictureUpload } from '@/components/picture-upload';
import { validateEmail, validateMobile } from '@/lib/validators';
import { isBlank } from '@/lib/is-empty';
import { useRequest } from '@/components/use-request';
import { FormField, useFocusFirstInvalid } from '@/components/form-field';
import { useDocumentTitle } from '@/components/use-document-title';
import { isSafeImageSource } from '@/lib/url';
import { notifySuccess } from '@/components/toaster';
import { useInvalidate } from '@/components/query-client';
import { useCommand } from '@/components/use-command';
import { useUnsavedGuard } from '@/components/unsaved-guard';
import { CommandRound } from '@/components/command-round';
import { CommandDialog } from '@/components/command-dialog';
import './profile.css';

/** Avatar values rendered as an image: a same-origin path, http(s), or a data: image; anything else shows initials. */
export function isDisplayableAvatar(value: string): boolean {
  return value !== '' && isSafeImageSource(value);
}

/** The personal-info page. */
export function ProfilePage() {
  const { t } = useTranslation('shellExtra');
  useDocumentTitle('shellExtra:profile.title');
  const invalidate = useInvalidate();
  const info = useRequest(['personal-info'], fetchPersonalInfo);

  let infoPanel: ReactNode;
  if (info.status === 'loading') {
    infoPanel = (
      <p className={Classes.TEXT_MUTED} aria-busy="true" role="status">
        {t('profile.loading')}
      </p>
    );
  } else if (info.status === 'failed') {
    infoPanel = (
      <NonIdealState
        icon="error"
        title={t('profile.loadFailed')}
        action={<Button icon="refresh" text={t('profile.retry')} onClick={() => invalidate(['personal-info'])} />}
      />
    );
  } else {
    infoPanel = <InfoForm initial={info.data} />;
  }

  return (
    <Card className="fc-profile">
      <Tabs id="fc-profile-tabs" defaultSelectedTabId="info" size="large">
        <Tab id="info" title={t('profile.tabs.info')} panel={<div className="fc-profile-panel">{infoPanel}</div>} />
        <Tab
          id="password"
          title={t('profile.tabs.password')}
          panel={
            <div className="fc-profile-panel">
              <PasswordForm />
            </div>
          }
        />
      </Tabs>
    </Card>
  );
}

type InfoField = 'realName' | 'name' | 'phone' | 'email';
const INFO_FIELDS: readonly InfoField[] = ['realName', 'name', 'phone', 'email'];
type InfoValues = Record<InfoField, string>;

/** i18n key (with namespace) of each invalid field. */
function validateInfo(v: InfoValues): Partial<Record<InfoField, string>> {
  const out: Partial<Record<InfoField, string>> = {};
  if (isBlank(v.realName)) out.realName = 'shellExtra:profile.realNameRequired';
  if (isBlank(v.name)) out.name = 'shellExtra:profile.nameRequired';
  const phone = validateMobile(v.phone.trim());
  if (phone) out.phone = phone;
  const email = validateEmail(v.email.trim());
  if (email) out.email = email;
  return out;
}

/** A text field of the personal centre: its problem shows once the field was left (or a save was tried). */
function ProfileInput({
  label,
  id,
  type,
  autoComplete,
  value,
  problem,
  onValue,
  onLeave,
}: {
  label: string;
  id: string;
  type: string;
  autoComplete: string;
  value: string;
  problem: string | undefined;
  onValue: (value: string) => void;
  onLeave: () => void;
}) {
  return (
    <FormField label={label} id={id} error={problem}>
      {(control) => (
        <InputGroup
          {...control}
          type={type}
          autoComplete={autoComplete}
          value={value}
          intent={problem ? Intent.DANGER : Intent.NONE}
          onChange={(ev) => onValue(ev.target.value)}
          onBlur={onLeave}
        />
      )}
    </FormField>
  );
}

function Avatar({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation('shellExtra');
  const [broken, setBroken] = useState<string | null>(null);
  if (isDisplayableAvatar(src) && broken !== src) {
    return (
      // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError reacts to a failed image load, not to the user
      <img
        src={src}
        alt={t('profile.avatar')}
        className="fc-profile-avatar fc-profile-avatar-image"
        onError={() => setBroken(src)}
        data-testid="avatar-image"
      />
    );
  }
  const initial = Array.from(name.trim())[0] ?? '?';
  return (
    <div role="img" aria-label={t('profile.avatar')} className="fc-profile-avatar fc-profile-avatar-initials" data-testid="avatar-initials">
      {initial.toUpperCase()}
    </div>
  );
}

function InfoForm({ initial }: { initial: PersonalInfo }) {
  const invalidate = useInvalidate();
  const { t } = useTranslation('shellExtra');
  const id = useId();
  const [values, setValues] = useState<InfoValues>({
    realName: initial.realName,
    name: initial.name,
    phone: initial.phone,
    email: initial.email,
  });
  const [avatar, setAvatar] = useState(initial.avatar);
  const [touched, setTouched] = useState<Partial<Record<InfoField, boolean>>>({});
  const picture = usePictureUpload(checkAvatar, setAvatar);
  const command = useCommand<PersonalInfoUpdate>({
    send: (p, key) => updatePersonalInfo(p, key),
    // the saved info reads back as sent
    verify: async (p, _startedAt, signal) => {
      const now = await fetchPersonalInfo(signal);
      const same = (['avatar', ...INFO_FIELDS] as const).every((f) => now[f] === p[f]);
      return same ? { found: true, record: now } : { found: false };
    },
    onDone: () => {
      notifySuccess(t('profile.saved'));
      invalidate(['personal-info']);
    },
  });

  const errors = validateInfo(values);
  // edits not yet saved: the values differ from the info as last read (a save reads it again)
  useUnsavedGuard(avatar !== initial.avatar || INFO_FIELDS.some((f) => values[f] !== initial[f]));

  const { ref: formRef, focusFirstInvalid: focusFirst } = useFocusFirstInvalid();
  const save = (e: FormEvent, uploading: boolean) => {
    e.preventDefault();
    if (command.step !== 'idle' || uploading) return;
    setTouched({ realName: true, name: true, phone: true, email: true });
    if (Object.keys(errors).length > 0) {
      focusFirst();
      return;
    }
    command.request({
      id: initial.id,
      avatar,
      realName: values.realName.trim(),
      name: values.name.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
    });
  };
  const payload = command.payload;

  const field = (name: InfoField, type: string, autoComplete: string) => {
    const problem = touched[name] ? errors[name] : undefined;
    return (
      <ProfileInput
        key={name}
        label={t(`profile.${name}`)}
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        problem={problem ? t(problem) : undefined}
        onValue={(value) => setValues((v) => ({ ...v, [name]: value }))}
        onLeave={() => setTouched((tt) => ({ ...tt, [name]: true }))}
      />
    );
  };

  return (
    // a done upload gives way to a fresh command for the next picture (the form's values live above it)
    <CommandRound calls={picture.calls}>
      {(upload) => {
        const busy = uploading(upload);
        return (
          <form ref={formRef} onSubmit={(e) => save(e, busy)} noValidate className="fc-narrow">
            <PictureField
              picture={picture}
              upload={upload}
              label={t('profile.avatar')}
              helper={t('profile.avatarTip')}
              className="fc-profile-avatar-row"
              preview={<Avatar src={avatar} name={values.realName || values.name} />}
              text={{
                pick: t('profile.avatarUpload'),
                uploading: t('profile.avatarUploading'),
                failed: t('profile.avatarFailed'),
                unknown: t('profile.avatarUnknown'),
              }}
            />
            {INFO_FIELDS.map((f) =>
              field(
                f,
                f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text',
                f === 'email' ? 'email' : f === 'phone' ? 'tel' : f === 'realName' ? 'name' : 'username',
              ),
            )}
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              icon="floppy-disk"
              text={t('profile.save')}
              loading={command.step === 'submitting'}
              disabled={busy}
            />
            <CommandDialog
              command={command}
              title={t('profile.confirmInfo')}
              lines={payload ? INFO_FIELDS.map((f) => [t(`profile.${f}`), payload[f]] as const) : undefined}
              request={payload ? { url: UPDATE_INFO_URL, payload } : null}
              confirmText={t('profile.save')}
            />
          </form>
        );
      }}
    </CommandRound>
  );
}

/** A picked avatar file, with what tells it from another pick. */

type PasswordField = 'oldPassword' | 'newPassword' | 'newPassword1';
const PASSWORD_FIELDS: readonly PasswordField[] = ['oldPassword', 'newPassword', 'newPassword1'];
type PasswordValues = Record<PasswordField, string>;
const NO_PASSWORDS: PasswordValues = { oldPassword: '', newPassword: '', newPassword1: '' };

function validatePasswords(v: PasswordValues): Partial<Record<PasswordField, string>> {
  const out: Partial<Record<PasswordField, string>> = {};
  if (v.oldPassword === '') out.oldPassword = 'shellExtra:profile.oldPasswordRequired';
  if (v.newPassword === '') out.newPassword = 'shellExtra:profile.newPasswordRequired';
  if (v.newPassword1 === '') out.newPassword1 = 'shellExtra:profile.confirmPasswordRequired';
  else if (v.newPassword !== '' && v.newPassword1 !== v.newPassword) out.newPassword1 = 'validation:register.passwordMismatch';
  return out;
}

const PASSWORD_LABELS: Record<PasswordField, string> = {
  oldPassword: 'profile.oldPassword',
  newPassword: 'profile.newPassword',
  newPassword1: 'profile.confirmPassword',
};

function PasswordForm() {
  const { t } = useTranslation('shellExtra');
  const id = useId();
  const [values, setValues] = useState<PasswordValues>(NO_PASSWORDS);
  const [touched, setTouched] = useState<Partial<Record<PasswordField, boolean>>>({});
  const errors = validatePasswords(values);
  // a typed password not yet changed (a done change empties the form)
  useUnsavedGuard(PASSWORD_FIELDS.some((f) => values[f] !== ''));
  const command = useCommand<PasswordValues>({
    send: (p, key) => updatePassword(p, key),
    // no read tells whether a password changed: the dialog says to try the new one
    verify: async () => ({ found: false }),
    onDone: () => {
      setValues(NO_PASSWORDS);
      setTouched({});
      notifySuccess(t('profile.passwordSaved'));
    },
  });

  const { ref: formRef, focusFirstInvalid: focusFirst } = useFocusFirstInvalid();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (command.step !== 'idle') return;
    setTouched({ oldPassword: true, newPassword: true, newPassword1: true });
    if (Object.keys(errors).length > 0) {
      focusFirst();
      return;
    }
    command.request(values);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="fc-narrow">
      {PASSWORD_FIELDS.map((name) => {
        const fieldProblem = touched[name] ? errors[name] : undefined;
        return (
          <ProfileInput
            key={name}
            label={t(PASSWORD_LABELS[name])}
            id={`${id}-${name}`}
            type="password"
            autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
            value={values[name]}
            problem={fieldProblem ? t(fieldProblem) : undefined}
            onValue={(value) => setValues((v) => ({ ...v, [name]: value }))}
            onLeave={() => setTouched((tt) => ({ ...tt, [name]: true }))}
          />
        );
      })}
      <Button type="submit" intent={Intent.PRIMARY} icon="key" text={t('profile.passwordSubmit')} loading={command.step === 'submitting'} />
      <CommandDialog
        command={command}
        title={t('profile.passwordSubmit')}
        request={{ url: UPDATE_PASSWORD_URL, payload: { oldPassword: '••••••', newPassword: '••••••', newPassword1: '••••••' } }}
        confirmText={t('profile.passwordSubmit')}
      >
        <p>{t(command.step === 'notFound' ? 'profile.passwordUnknown' : 'profile.passwordConfirmText')}</p>
      </CommandDialog>
    </form>
  );
}
