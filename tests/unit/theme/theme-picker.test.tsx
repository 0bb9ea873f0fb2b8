import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlueprintProvider } from '@blueprintjs/core';
import { I18nextProvider } from 'react-i18next';
import { STORAGE_KEYS } from '@services/storage/keys';
import { storage } from '@services/storage/storage';
import { i18next, initI18n } from '@/i18n/i18n';
import { themeEn } from '@/i18n/locales/en/theme';
import { themeZh } from '@/i18n/locales/zh/theme';
import { ThemePicker } from '@/shell/theme-picker';
import { applyAccent, applyTheme } from '@/theme/apply-theme';

const i18n = initI18n('zh');
i18next.addResourceBundle('zh', 'theme', themeZh);
i18next.addResourceBundle('en', 'theme', themeEn);

async function openPicker() {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <BlueprintProvider>
        <ThemePicker />
      </BlueprintProvider>
    </I18nextProvider>,
  );
  await user.click(screen.getByRole('button', { name: '主题' }));
  const themes = await screen.findByRole('radiogroup', { name: '主题风格' });
  const accents = screen.getByRole('radiogroup', { name: '主题色' });
  return { user, themes, accents };
}

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  applyTheme('default', { persist: false });
  applyAccent('#409EFF', { persist: false });
  localStorage.clear();
});

test('the 11 themes are radios, the current one checked', async () => {
  applyTheme('vip', { persist: false });
  const { themes } = await openPicker();
  const radios = within(themes).getAllByRole('radio');
  expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
    '默认主题',
    '白色主题',
    '炫黑主题',
    '星空主题',
    '蓝色主题',
    'iview主题',
    'vip主题',
    '酷炫主题',
    'd2主题',
    'hey主题',
    'lte主题',
  ]);
  expect(radios.filter((r) => (r as HTMLInputElement).checked).map((r) => r.closest('label')!.textContent)).toEqual(['vip主题']);
  expect(within(themes).getByRole('radio', { name: 'vip主题' }).closest('label')!.querySelector('.fc-theme-tick')).not.toBeNull();
  expect(within(themes).getByRole('radio', { name: '默认主题' }).closest('label')!.querySelector('.fc-theme-tick')).toBeNull();
  // each preview carries its own theme, so it shows that theme's colours
  expect(radios.map((r) => r.closest('label')!.querySelector('.fc-theme-preview')!.getAttribute('data-theme'))).toEqual([
    'default',
    'white',
    'dark',
    'star',
    'bule',
    'iview',
    'vip',
    'cool',
    'd2',
    'hey',
    'lte',
  ]);
});

test('choosing a theme with the mouse applies and persists it', async () => {
  const { user, themes } = await openPicker();
  await user.click(within(themes).getByText('星空主题'));
  expect(document.body.getAttribute('data-theme')).toBe('star');
  expect(storage.get(STORAGE_KEYS.theme)).toBe('star');
  expect(within(themes).getByRole('radio', { name: '星空主题' })).toBeChecked();

  await user.click(within(themes).getByRole('radio', { name: '炫黑主题' }));
  expect(document.body.getAttribute('data-theme')).toBe('dark');
  expect(document.body).toHaveClass('bp6-dark');
  expect(storage.get(STORAGE_KEYS.theme)).toBe('dark');
});

test('choosing a theme with the keyboard applies and persists it', async () => {
  const { user, themes } = await openPicker();
  const current = within(themes).getByRole('radio', { name: '默认主题' });
  current.focus();
  await user.keyboard('{ArrowRight}');
  expect(within(themes).getByRole('radio', { name: '白色主题' })).toHaveFocus();
  expect(document.body.getAttribute('data-theme')).toBe('white');
  expect(storage.get(STORAGE_KEYS.theme)).toBe('white');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(document.body.getAttribute('data-theme')).toBe('star');
  expect(within(themes).getByRole('radio', { name: '星空主题' })).toBeChecked();
  await user.keyboard('{ArrowLeft}');
  expect(storage.get(STORAGE_KEYS.theme)).toBe('dark');
  expect(document.body).toHaveClass('bp6-dark');
});

test('the theme grid is reachable by Tab once the popover has focus', async () => {
  const { user } = await openPicker();
  // the popover takes focus (Blueprint's focus trap and content wrapper come first); Tab then reaches
  // the checked theme: one tab stop per radio group
  for (let i = 0; i < 3 && (document.activeElement as HTMLInputElement).type !== 'radio'; i += 1) await user.tab();
  const focused = document.activeElement as HTMLInputElement;
  expect(focused.type).toBe('radio');
  expect(focused).toBeChecked();
  expect(focused.closest('label')!.textContent).toBe('默认主题');
  await user.tab();
  expect((document.activeElement as HTMLInputElement).value).toBe('#409EFF');
});

test('choosing a preset colour updates --fc-accent and persists it', async () => {
  const { user, accents } = await openPicker();
  expect(within(accents).getByRole('radio', { name: '默认蓝 #409EFF' })).toBeChecked();
  await user.click(within(accents).getByRole('radio', { name: '薄暮红 #F5222D' }));
  expect(document.documentElement.style.getPropertyValue('--fc-accent')).toBe('#F5222D');
  expect(document.documentElement.style.getPropertyValue('--fc-accent-light-1')).toBe('#F63842');
  expect(storage.get(STORAGE_KEYS.colour)).toBe('#F5222D');
  expect(within(accents).getByRole('radio', { name: '薄暮红 #F5222D' })).toBeChecked();
  expect(within(accents).getByText('#F5222D')).toBeInTheDocument();
  // keyboard too
  await user.keyboard('{ArrowRight}');
  expect(document.documentElement.style.getPropertyValue('--fc-accent')).toBe('#FA541C');
  expect(storage.get(STORAGE_KEYS.colour)).toBe('#FA541C');
});

test('nine presets, and the native colour input sets any colour', async () => {
  const { accents } = await openPicker();
  expect(
    within(accents)
      .getAllByRole('radio')
      .map((r) => (r as HTMLInputElement).value),
  ).toEqual(['#409EFF', '#1890FF', '#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#2F54EB', '#722ED1']);
  const custom = within(accents).getByLabelText('自定义颜色') as HTMLInputElement;
  expect(custom.type).toBe('color');
  expect(custom.value).toBe('#409eff');
  fireEvent.input(custom, { target: { value: '#123456' } });
  expect(document.documentElement.style.getPropertyValue('--fc-accent')).toBe('#123456');
  expect(storage.get(STORAGE_KEYS.colour)).toBe('#123456');
  expect(
    within(accents)
      .getAllByRole('radio')
      .filter((r) => (r as HTMLInputElement).checked),
  ).toHaveLength(0);
  expect(custom.value).toBe('#123456');
});

test('English names', async () => {
  await i18n.changeLanguage('en');
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <BlueprintProvider>
        <ThemePicker />
      </BlueprintProvider>
    </I18nextProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Theme' }));
  const themes = await screen.findByRole('radiogroup', { name: 'Theme' });
  await user.click(within(themes).getByRole('radio', { name: 'Starry night' }));
  expect(document.body.getAttribute('data-theme')).toBe('star');
  expect(screen.getByRole('radio', { name: 'Golden purple #722ED1' })).toBeInTheDocument();
});
