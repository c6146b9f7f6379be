import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../components/ui/modal-frame';

/**
 * A modal side panel on the right (the complaint details panel of admin spec section 2): labelled by its
 * title, focus moved in on open and trapped (Tab and Shift+Tab cycle), Escape and the backdrop close it, and
 * focus returns to the opener. A dialog opened from inside the panel takes the keys over while it is open.
 */
export function SidePanel({ title, onClose, children }: { title: ReactNode; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalFrame
      labelledBy={titleId}
      onClose={onClose}
      initialFocus="container"
      layerClassName="z-50 flex justify-end"
      backdropClassName="bg-slate-900/40"
      panelClassName="flex h-full w-full max-w-2xl flex-col overflow-y-auto bg-white shadow-2xl"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-6 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <button type="button" className="btn btn-secondary px-3 py-1" onClick={onClose}>
          {t('actions.close')}
        </button>
      </div>
      <div className="flex-1 px-6 py-5">{children}</div>
    </ModalFrame>
  );
}
