import { Link } from 'react-router-dom';
import './brand.css';

/** The sprout mark: drawn inline so it needs no asset request and takes the text colour. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="brand-mark">
      <circle cx="16" cy="16" r="15" fill="#e8f5e9" />
      <path d="M16 26V15" stroke="#2f7d32" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M16 17c0-5-3.5-8-9-8 0 5.5 3.5 8 9 8z" fill="#43a047" />
      <path d="M16 14c0-4.5 3-7 8-7 0 4.5-3 7-8 7z" fill="#7cb342" />
      <path d="M10 26h12" stroke="#8d6e63" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** Logo + name (or a portal name) linking to `to`. */
export function Brand({ to, text, light = false }: { to: string; text: string; light?: boolean }) {
  return (
    <Link to={to} className={`brand ${light ? 'brand-light' : ''}`} data-testid="brand-link">
      <BrandMark />
      <span className="brand-text">{text}</span>
    </Link>
  );
}
