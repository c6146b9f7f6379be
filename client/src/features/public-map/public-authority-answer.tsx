import { useTranslation } from 'react-i18next';
import { AuthorityAnswer } from '../../components/complaint/authority-answer';
import { PhotoGrid } from '../../components/complaint/photo-grid';

/** A public history entry as the public page reads it (GET /api/public/complaints/{id}'s `history[]`). */
export interface PublicAnswerEntry {
  source: string;
  authorityName?: string;
  authorityAction?: string;
  authorityMessage?: string;
  authorityPhotos?: string[];
  hiddenReason?: string;
}

/**
 * An authority's answer on the public page, a public record: the label ('In progress by Chief Officer, Canacona'),
 * its words and its after-photos; or, when the portal's moderators hid it, only their reason. Nothing for an entry
 * someone else wrote.
 */
export function PublicAuthorityAnswer({ entry }: { entry: PublicAnswerEntry }) {
  const { t } = useTranslation(['complaints', 'common']);
  if (entry.source !== 'authority') return null;
  const photos = entry.authorityPhotos ?? [];
  return (
    <div data-testid="public-authority-answer">
      <AuthorityAnswer entry={entry} className="text-sm text-slate-700" />
      {entry.hiddenReason !== undefined ? (
        <p className="mt-1 text-sm text-slate-600 italic">{t('publicPage.answerHidden', { reason: entry.hiddenReason })}</p>
      ) : (
        <>
          {entry.authorityMessage && <p className="mt-1 whitespace-pre-line text-slate-800">{entry.authorityMessage}</p>}
          {photos.length > 0 && (
            <PhotoGrid
              photos={photos}
              alt={(index) => t('publicPage.answerPhotoAlt', { n: index + 1, authority: entry.authorityName ?? '' })}
              className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4"
              linkClassName="block overflow-hidden rounded-lg border border-slate-200"
              imageClassName="h-32 w-full object-cover"
              linkNote={t('publicPage.opensInNewTab')}
            />
          )}
        </>
      )}
    </div>
  );
}
