import { useTranslation } from 'react-i18next';
import type { WizardStep } from './complaint-wizard.slice';

/** The catalogue key of each step's title. */
export const STEP_KEYS = { 1: 'category', 2: 'details', 3: 'review' } as const satisfies Record<WizardStep, string>;

/** Where a step stands relative to the current one. */
function stepState(n: WizardStep, step: WizardStep): 'done' | 'current' | 'upcoming' {
  return n < step ? 'done' : n === step ? 'current' : 'upcoming';
}

/** The three steps of the wizard, the current one marked for assistive technology. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const { t } = useTranslation('complaints');
  return (
    <ol className="mb-8 grid grid-cols-3 gap-2" aria-label={t('wizard.stepsLabel')}>
      {([1, 2, 3] as const).map((n) => {
        const state = stepState(n, step);
        return (
          <li
            key={n}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`rounded-lg border px-3 py-2 text-sm font-medium ${
              state === 'current'
                ? 'border-brand-600 bg-brand-50 text-brand-900'
                : state === 'done'
                  ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
                  : 'border-slate-200 bg-white text-slate-500'
            }`}
          >
            <span className="block text-xs uppercase tracking-wide">{t('wizard.stepOf', { step: n })}</span>
            {t(`wizard.steps.${STEP_KEYS[n]}`)}
            {state === 'done' && <span className="sr-only">{t('wizard.completed')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
