import { api } from '../api';
import { LIST } from '../api/cache-tags';
import { i18n } from '../i18n/i18n';
import type { AppStore } from './store';

/**
 * Refetches the lists the server writes in the reader's language (categories and plans, sent with Accept-Language
 * by the base query; complaints' categories, statuses and history lines) whenever the language changes, so the home
 * grid, the wizard, the pricing cards and the complaint pages follow the language switcher without a reload.
 */
export function keepDataLanguage(store: AppStore): void {
  let current = i18n.language;
  i18n.on('languageChanged', (language: string) => {
    if (language === current) return;
    current = language;
    store.dispatch(api.util.invalidateTags([LIST.categories, LIST.plans, LIST.readerWords]));
  });
}
