/**
 * The error log's upload (上传服务器 in the log viewer, 上传错误日志 on a crash card) as a command
 * (docs/flows.md "Commands"): it asks first, sends the entries once, and after a lost answer says it cannot tell
 * whether they arrived — the server's log cannot be read back here — so a second upload is the user's choice.
 */
import { Button, type Intent, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { errorLog, uploadLogs, type ErrorLog } from '@services/logs/error-log';
import { CommandDialog } from './command-dialog';
import { CommandRound } from './command-round';
import { notifySuccess } from './toaster';

export function LogUploadButton({
  log = errorLog,
  text,
  intent,
  disabled,
  icon = 'cloud-upload',
}: {
  log?: ErrorLog;
  text: string;
  intent?: Intent;
  disabled?: boolean;
  icon?: IconName;
}) {
  const { t } = useTranslation('shellExtra');
  return (
    <CommandRound<{ count: number }>
      calls={{
        send: (_p, key) => uploadLogs({ log, key }),
        verify: async () => ({ found: false }),
        onDone: () => notifySuccess(t('logs.uploaded')),
      }}
    >
      {(command) => (
        <>
          <Button
            icon={icon}
            intent={intent}
            text={text}
            disabled={disabled}
            loading={command.step === 'submitting'}
            onClick={() => command.request({ count: log.getLogs().length })}
          />
          <CommandDialog
            command={command}
            title={text}
            icon={icon}
            confirmText={t('logs.confirm')}
            lines={[[t('logs.count'), String(command.payload?.count ?? 0)]]}
          >
            <p>{t('logs.uploadConfirm')}</p>
          </CommandDialog>
        </>
      )}
    </CommandRound>
  );
}
