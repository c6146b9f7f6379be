import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  /** The chosen date as the field holds it, 'yyyy-mm-dd'; '' for none. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A date field: the browser's own date input (typed or picked, keyboard and phone pickers included), with the
 * chosen date written under it in the page's language ('28 नोव्हें 2026'). Browsers lay the field out in their own
 * locale, not the page's: a browser set to kok-IN shows mm/dd/yyyy, which a Konkani reader cannot tell from
 * dd/mm/yyyy. The line says which day is chosen; the field names it as its description (aria-describedby), after
 * any description the caller gives (an error message). The line is not part of a wrapping label's name.
 */
export function DateInput({ value, onChange, 'aria-describedby': describedBy, className, ...rest }: DateInputProps) {
  // Subscribes to the language: the line is rewritten when the reader switches it.
  useTranslation();
  const chosenId = useId();
  const chosen = formatDate(value);
  return (
    <>
      <input
        {...rest}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={className}
        aria-describedby={[describedBy, chosen ? chosenId : ''].filter(Boolean).join(' ') || undefined}
      />
      {chosen && (
        <span id={chosenId} aria-hidden="true" data-testid="date-input-chosen" className="mt-1 block text-xs font-normal text-slate-600">
          {chosen}
        </span>
      )}
    </>
  );
}
