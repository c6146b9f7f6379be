import { Trans, useTranslation } from 'react-i18next';
import { placeholderToken } from './text-insert';

/**
 * The placeholder panel (admin spec section 2): one button per placeholder of the template; a click inserts
 * `{{name}}` at the cursor of the field that last had focus (`targetLabel` names it).
 */
export function PlaceholderPanel({
  placeholders,
  targetLabel,
  onInsert,
  description,
}: {
  placeholders: readonly string[];
  targetLabel: string;
  onInsert: (name: string) => void;
  description: string;
}) {
  const { t } = useTranslation('admin-templates');
  return (
    <section aria-labelledby="placeholder-panel-title" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id="placeholder-panel-title" className="text-sm font-semibold text-slate-900">
        {t('placeholders.title')}
      </h3>
      <p className="mt-1 text-xs text-slate-600">{description}</p>
      <p className="mt-1 text-xs text-slate-600" aria-live="polite">
        <Trans t={t} i18nKey="placeholders.insertsInto" values={{ target: targetLabel }} components={{ strong: <strong /> }} />
      </p>
      {placeholders.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('placeholders.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {placeholders.map((name) => (
            <li key={name}>
              <button
                type="button"
                // Keeps the caret in the field for mouse users; keyboard users insert into the field focused last.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onInsert(name)}
                aria-label={t('placeholders.insertLabel', { token: placeholderToken(name), target: targetLabel })}
                className="rounded-md bg-white px-2 py-1 font-mono text-xs text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50"
              >
                {placeholderToken(name)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
