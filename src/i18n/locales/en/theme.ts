import type { themeZh } from '../zh/theme';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** English texts of the theme picker and the notification popover (namespace `theme`). */
export const themeEn: Shape<typeof themeZh> = {
  picker: {
    button: 'Theme',
    title: 'Appearance',
    themes: 'Theme',
    accent: 'Accent colour',
    custom: 'Custom colour',
  },
  names: {
    default: 'Default',
    white: 'White',
    dark: 'Dark',
    star: 'Starry night',
    bule: 'Blue',
    iview: 'iView',
    vip: 'VIP',
    cool: 'Cool teal',
    d2: 'D2',
    hey: 'Hey',
    lte: 'LTE',
  },
  colours: {
    blue: 'Default blue',
    daybreak: 'Daybreak blue',
    dust: 'Dust red',
    volcano: 'Volcano',
    sunset: 'Sunset orange',
    cyan: 'Cyan',
    green: 'Polar green',
    geekblue: 'Geek blue',
    purple: 'Golden purple',
  },
  notice: {
    button: 'Notifications',
    unread: 'Unread notices: {{count}}',
    mail: 'Mail',
    message: 'Messages',
    notice: 'Notices',
    noMail: 'No mail',
    noMessage: 'No messages',
    noNotice: 'No notices',
    loading: 'Loading notices',
    failed: 'Could not load notices',
    failedHint: 'Check your connection and try again.',
    retry: 'Retry',
    categories: {
      '1': 'Release',
      '2': 'Approval',
      '3': 'Forward',
      '4': 'Instruction',
      '5': 'Appointment',
    },
  },
};
