import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage } from '@/i18n/i18n';

/** 中文 / English on the login page (plain buttons: the login page loads no Blueprint). */
export function LoginLanguage() {
  const { t, i18n } = useTranslation();
  return (
    <div className="fc-login-lang" role="group" aria-label={t('app.language')}>
      {LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={i18n.language === l}
          lang={l === 'zh' ? 'zh-CN' : 'en'}
          onClick={() => void setLanguage(l)}
        >
          {t(`app.languages.${l}`)}
        </button>
      ))}
    </div>
  );
}
