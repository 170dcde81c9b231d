import { UserRound } from 'lucide-react';

/** The user's picture, or a neutral placeholder. */
export function Avatar({ src, alt, size = 72 }: { src: string | null | undefined; alt: string; size?: number }) {
  if (src) return <img className="avatar" src={src} alt={alt} width={size} height={size} />;
  return (
    <span className="avatar avatar--empty" role="img" aria-label={alt} style={{ width: size, height: size }}>
      <UserRound size={Math.round(size * 0.55)} aria-hidden="true" />
    </span>
  );
}
