import { OTHER_SUBCATEGORY } from '@civic/contracts';
import { type Dispatch, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ComplaintForm, type WizardAction, wizardActions } from './complaint-wizard.slice';
import { FieldHint } from './field-hint';
import type { FilingCategory } from './filing-categories';
import type { Hints, StepOneField } from './wizard-rules';
import { CategoryIcon } from '../../components/category/category-icon';

export const STEP_ONE_IDS = { category: 'complaint-category', subcategory: 'complaint-subcategory', otherText: 'complaint-other-text' } as const;

const card =
  'flex h-full cursor-pointer flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 ' +
  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 ' +
  'has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-500';

/** Step 1 (citizen spec section 2): category cards and the specific issue, with Other and its text offered separately. */
export function StepIssue({
  form,
  categories,
  hints,
  dispatch,
}: {
  form: ComplaintForm;
  categories: readonly FilingCategory[];
  hints: Hints<StepOneField>;
  dispatch: Dispatch<WizardAction>;
}) {
  const { t } = useTranslation('complaints');
  const id = useId();
  const chosen = categories.find((c) => c.key === form.category);
  const other = form.subcategory === OTHER_SUBCATEGORY;
  const issues = useRef<HTMLFieldSetElement>(null);
  // Set when the citizen taps a category (not for a restored draft): the list below is then brought into view and
  // announced, since on a phone it opens far below the card tapped, with nothing visible changing.
  const [tapped, setTapped] = useState<string | null>(null);
  useEffect(() => {
    const list = issues.current;
    if (!tapped || !list) return;
    if (list.getBoundingClientRect().top > window.innerHeight * 0.6) {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      list.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    }
  }, [tapped]);

  return (
    <div className="space-y-8">
      <fieldset aria-describedby={hints.category ? `${id}-category-hint` : undefined}>
        <legend className="text-lg font-semibold text-slate-900">{t('issue.question')}</legend>
        <p className="mt-1 text-sm text-slate-600">{t('issue.hint')}</p>
        <FieldHint id={`${id}-category-hint`} text={hints.category} />
        <div className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="category-cards">
          {categories.map((category, index) => (
            <label key={category.key} className={card}>
              <span className="flex items-center gap-3">
                <input
                  id={index === 0 ? STEP_ONE_IDS.category : undefined}
                  type="radio"
                  name={`${id}-category`}
                  value={category.key}
                  checked={form.category === category.key}
                  onChange={() => {
                    dispatch(wizardActions.categoryChosen(category.key));
                    setTapped(category.key);
                  }}
                  className="sr-only"
                />
                <span className="flex h-10 w-10 flex-none items-center justify-center rounded-lg bg-brand-50 text-xl text-brand-700" aria-hidden="true">
                  <CategoryIcon category={category} />
                </span>
                <span className="font-semibold text-slate-900" lang={category.language}>
                  {category.name}
                </span>
              </span>
              {category.description && (
                <span className="mt-2 text-sm text-slate-600" lang={category.language}>
                  {category.description}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>

      <p className="sr-only" aria-live="polite" data-testid="issue-announcement">
        {tapped && chosen ? t('issue.listShown', { category: chosen.name, n: chosen.choices.length + 1 }) : ''}
      </p>
      {chosen && (
        <fieldset ref={issues} className="scroll-mt-24" aria-describedby={hints.subcategory ? `${id}-issue-hint` : undefined}>
          <legend className="text-lg font-semibold text-slate-900">{t('issue.specific')}</legend>
          <FieldHint id={`${id}-issue-hint`} text={hints.subcategory} />
          <div className="mt-3 space-y-2">
            {[...chosen.choices, OTHER_SUBCATEGORY].map((choice, index) => (
              <label
                key={choice}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 has-[:checked]:border-brand-600"
              >
                <input
                  id={index === 0 ? STEP_ONE_IDS.subcategory : undefined}
                  type="radio"
                  name={`${id}-subcategory`}
                  value={choice}
                  checked={form.subcategory === choice}
                  onChange={() => dispatch(wizardActions.subcategoryChosen(choice))}
                />
                <span className="text-slate-800">{choice === OTHER_SUBCATEGORY ? t('issue.other') : (chosen.labels[choice] ?? choice)}</span>
              </label>
            ))}
          </div>
          {other && (
            <div className="mt-3">
              <label htmlFor={STEP_ONE_IDS.otherText} className="field-label">
                {t('issue.describe')}
              </label>
              <input
                id={STEP_ONE_IDS.otherText}
                className="field-input"
                maxLength={200}
                value={form.otherText}
                aria-invalid={hints.subcategory ? 'true' : undefined}
                aria-describedby={hints.subcategory ? `${id}-issue-hint` : undefined}
                onChange={(event) => dispatch(wizardActions.textChanged({ field: 'otherText', value: event.target.value }))}
              />
            </div>
          )}
        </fieldset>
      )}
    </div>
  );
}
