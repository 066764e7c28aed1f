import { useSnapshot } from 'valtio';
import { dismissToast, toastStore } from '../state/app';

/** The toasts in the corner. */
export function Toasts() {
  const { toasts } = useSnapshot(toastStore);
  return (
    <div className="toasts" aria-live="polite" data-test="toast-container">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`toast toast-${t.kind}`}
          role={t.kind === 'danger' ? 'alert' : 'status'}
          data-test={`toast-${t.kind}`}
        >
          <span>{t.text}</span>
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
