import { useTranslation } from 'react-i18next';
import { useListTestimonialsQuery } from '../../api';

/**
 * Testimonials (citizen spec section 1): the real, enabled, consented quotes an admin recorded
 * (GET /api/testimonials, in their order). The section hides itself while loading, when the call fails and
 * when there are none: no quote is ever invented.
 */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
  const { data } = useListTestimonialsQuery();
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="py-20" data-testid="testimonials">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('testimonials.title')}
        </h2>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item._id}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <blockquote className="flex-1 text-slate-700">
                  <p>{t('testimonials.quote', { quote: item.quote })}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700">
                    {item.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{item.name}</span>
                    {item.place && <span className="block text-sm text-slate-500">{item.place}</span>}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
