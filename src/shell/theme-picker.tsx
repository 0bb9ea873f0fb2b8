import '@/theme/themes.css';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, PopoverNext, PopupKind } from '@blueprintjs/core';
import { ACCENT_PRESETS, textColourOn } from '@/theme/accent';
import { applyAccent, applyTheme, getAppearance, subscribeAppearance } from '@/theme/apply-theme';
import { THEME_IDS, themeNameKey } from '@/theme/themes';

/** The applied theme and accent, re-rendering on change. */
export function useAppearance() {
  return useSyncExternalStore(subscribeAppearance, getAppearance, getAppearance);
}

/** The picker's content: the 11 themes and the accent colour, each a radio group; choices apply and persist at once. */
export function ThemePickerPanel() {
  const { t } = useTranslation('theme');
  const { theme, accent } = useAppearance();
  const uid = useId();
  return (
    <div className="fc-theme-picker">
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: HTML allows a fieldset to be a radiogroup; its legend titles the radios on screen */}
      <fieldset role="radiogroup" aria-label={t('picker.themes')}>
        <legend>{t('picker.themes')}</legend>
        <div className="fc-theme-grid">
          {THEME_IDS.map((id) => (
            <label key={id} className="fc-theme-option">
              <input type="radio" name={`${uid}-theme`} value={id} checked={theme === id} onChange={() => applyTheme(id)} />
              <span className="fc-theme-preview" data-theme={id} aria-hidden="true">
                <span className="fc-theme-preview-logo" />
                <span className="fc-theme-preview-header" />
                <span className="fc-theme-preview-menu" />
                <span className="fc-theme-preview-tabs" />
                <span className="fc-theme-preview-page" />
                {theme === id && <Icon icon="tick" size={10} className="fc-theme-tick" />}
              </span>
              <span className="fc-theme-name">{t(themeNameKey(id))}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: HTML allows a fieldset to be a radiogroup; its legend titles the radios on screen */}
      <fieldset role="radiogroup" aria-label={t('picker.accent')}>
        <legend>{t('picker.accent')}</legend>
        <div className="fc-accent-row">
          {ACCENT_PRESETS.map((p) => (
            <label key={p.id} className="fc-accent-option" title={`${t(`colours.${p.id}`)} ${p.hex}`}>
              <input
                type="radio"
                name={`${uid}-accent`}
                value={p.hex}
                checked={accent === p.hex}
                onChange={() => applyAccent(p.hex)}
                aria-label={`${t(`colours.${p.id}`)} ${p.hex}`}
              />
              <span className="fc-accent-dot" style={{ background: p.hex, color: textColourOn(p.hex) }} aria-hidden="true">
                {accent === p.hex && <Icon icon="tick" size={12} />}
              </span>
            </label>
          ))}
          <label className="fc-accent-custom">
            <input
              type="color"
              value={accent.toLowerCase()}
              onChange={(e) => applyAccent(e.target.value)}
              aria-label={t('picker.custom')}
            />
            <span className="fc-accent-value">{accent}</span>
          </label>
        </div>
      </fieldset>
    </div>
  );
}

/** Header button (icon `style`, label 主题) opening the theme and accent picker. */
export function ThemePicker() {
  const { t } = useTranslation('theme');
  return (
    <PopoverNext content={<ThemePickerPanel />} placement="bottom-end" popupKind={PopupKind.DIALOG}>
      <Button variant="minimal" icon="style" aria-label={t('picker.button')} title={t('picker.title')} />
    </PopoverNext>
  );
}
