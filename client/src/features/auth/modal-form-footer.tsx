import { Trans, useTranslation } from 'react-i18next';

/**
 * The end of each form of the login/signup modal: the full-width submit button, then the sentence that switches
 * to another mode ('New here? Create an account').
 */
export function ModalFormFooter({
  busy,
  submitLabel,
  busyLabel,
  switchKey,
  onSwitch,
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  switchKey: 'login.newHere' | 'signup.haveAccount' | 'forgot.remembered';
  onSwitch: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      <p className="text-center text-sm text-slate-600">
        <Trans
          t={t}
          i18nKey={switchKey}
          components={{ button: <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={onSwitch} /> }}
        />
      </p>
    </>
  );
}
