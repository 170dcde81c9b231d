// The success state of a form that leaves the page after about 3 seconds (SPEC §9), with the seconds visible and a
// link to go at once. Announced to screen readers.
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const REDIRECT_SECONDS = 3;

export function DonePanel({
  title,
  message,
  href,
  onGo,
}: {
  title: string;
  /** the text with the seconds left in it */
  message: string;
  href: string;
  onGo(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="done-panel" role="status">
      <CircleCheck size={48} strokeWidth={1.5} aria-hidden="true" className="done-panel__icon" />
      <h2>{title}</h2>
      <p>{message}</p>
      <a
        href={href}
        className="btn btn--primary"
        onClick={(e) => {
          e.preventDefault();
          onGo();
        }}
      >
        {t('acct.done.goNow')}
      </a>
    </div>
  );
}
