import { Button, ButtonGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage } from '@/i18n/i18n';

/** 中文 / English switch; the choice is stored (key `language`). */
export function LanguageSwitch({ minimal = true }: { minimal?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <ButtonGroup variant={minimal ? 'minimal' : undefined} aria-label={t('app.language')} size="small">
      {LANGUAGES.map((l) => (
        <Button
          key={l}
          active={i18n.language === l}
          aria-pressed={i18n.language === l}
          onClick={() => void setLanguage(l)}
          text={t(`app.languages.${l}`)}
          lang={l === 'zh' ? 'zh-CN' : 'en'}
        />
      ))}
    </ButtonGroup>
  );
}
