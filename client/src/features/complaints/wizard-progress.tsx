import type { WizardStep } from './complaint-wizard.slice';

export const STEP_TITLES: Record<WizardStep, string> = { 1: 'Category', 2: 'Details', 3: 'Review' };

/** The three steps of the wizard, the current one marked for assistive technology. */
export function WizardProgress({ step }: { step: WizardStep }) {
  return (
    <ol className="mb-8 grid grid-cols-3 gap-2" aria-label="Steps">
      {([1, 2, 3] as const).map((n) => {
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
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
            <span className="block text-xs uppercase tracking-wide">Step {n} of 3</span>
            {STEP_TITLES[n]}
            {state === 'done' && <span className="sr-only"> (completed)</span>}
          </li>
        );
      })}
    </ol>
  );
}
