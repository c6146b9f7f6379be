import { LOCALE_NATIVE_NAMES, isLocale } from '@civic/contracts';
import { type ChangeEvent, useEffect } from 'react';
import { LIST } from '../../api/cache-tags';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { selectUser, signedIn } from '../../features/auth/session.slice';
import { LANGUAGES } from '../../i18n/i18n';
import { applyLanguage, currentLanguage } from '../../i18n/language-choice';
import { useAppDispatch, useAppSelector } from '../hooks';

/**
 * The language switcher of the top bar and the mobile menu: each language named in its own script
 * (English, कोंकणी, मराठी, हिंदी). The choice is kept on the device and, for a signed-in user, saved on the profile
 * (PATCH /api/auth/profile `{ locale }`), which also sets the language of their emails.
 */
export function LanguageSwitcher({ id, className = '' }: { id: string; className?: string }) {
  const { t, i18n } = useTranslation(['shell', 'messages']);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const value = isLocale(i18n.language) ? i18n.language : currentLanguage();

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value;
    if (!isLocale(chosen)) return;
    const shown = await applyLanguage(chosen, { remember: true });
    if (!user || user.locale === shown) return;
    try {
      // The API module is loaded only when a signed-in user switches: the top bar stays out of the initial bundle's API chunk.
      const { api } = await import('../../api');
      const session = await dispatch(api.endpoints.updateProfile.initiate({ updateProfileRequest: { locale: shown } })).unwrap();
      dispatch(signedIn({ token: session.token, user: session.user }));
      // A signed-in reader's complaints are written in the account's language: read them again now that it is saved.
      dispatch(api.util.invalidateTags([LIST.readerWords]));
    } catch {
      toast.error(t('messages:auth.localeSaveFailed'), { id: 'locale-save-failed' });
    }
  };

  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        <span aria-hidden="true">
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
          </svg>
        </span>
        <span className="sr-only">{t('shell:language.label')}</span>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => void onChange(event)}
        className="language-name min-h-[2.25rem] rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid={`${id}-select`}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LOCALE_NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Follows the signed-in user's language: when GET /api/auth/me or a sign-in brings a `locale` other than
 * the one shown, the page switches to it and keeps it on the device. Mounted once in the shell.
 */
export function LanguageSync() {
  const user = useAppSelector(selectUser);
  const locale = user?.locale;
  useEffect(() => {
    if (isLocale(locale) && locale !== currentLanguage()) void applyLanguage(locale, { remember: true });
  }, [locale]);
  return null;
}
