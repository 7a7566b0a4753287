import { useT } from '../../i18n';

/** A friendly "lost receipt" drawing for the 404 page, inline so it needs no asset. */
export function NotFoundIllustration() {
  const t = useT();
  return (
    <svg width="220" height="160" viewBox="0 0 220 160" role="img" aria-labelledby="nf-title">
      <title id="nf-title">{t('system.notFound.picture')}</title>
      <ellipse cx="110" cy="148" rx="78" ry="8" fill="#e9ecef" />
      <path
        d="M62 14h96v112l-8 6-8-6-8 6-8-6-8 6-8-6-8 6-8-6-8 6-8-6-8 6-8-6z"
        fill="#fff"
        stroke="#ced4da"
        strokeWidth="2"
      />
      <rect x="76" y="28" width="68" height="6" rx="3" fill="#dee2e6" />
      <rect x="76" y="40" width="44" height="6" rx="3" fill="#dee2e6" />
      <text
        x="110"
        y="88"
        textAnchor="middle"
        fontSize="34"
        fontWeight="800"
        fill="#e73b2a"
        fontFamily="inherit"
      >
        404
      </text>
      <rect x="76" y="100" width="68" height="4" rx="2" fill="#e9ecef" />
      <rect x="76" y="110" width="30" height="4" rx="2" fill="#e9ecef" />
      <circle cx="170" cy="36" r="14" fill="#fff4e6" stroke="#ffa94d" strokeWidth="2" />
      <path d="M165 31l10 10M175 31l-10 10" stroke="#fd7e14" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
