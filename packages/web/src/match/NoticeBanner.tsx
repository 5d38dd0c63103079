import type { Notice } from './store';

/** A refused action or a wrong message, in the game's own words, until the player dismisses it. */
export function NoticeBanner({ notice, onDismiss }: { notice: Notice | null; onDismiss(): void }) {
  return (
    <div role="alert" className={notice ? 'notice' : 'notice empty'}>
      {notice && (
        <>
          <span>
            <strong>{notice.kind === 'rejected' ? 'Refused: ' : 'Error: '}</strong>
            {notice.message}
          </span>
          <button type="button" onClick={onDismiss} aria-label="Dismiss">
            ×
          </button>
        </>
      )}
    </div>
  );
}
