import { Link } from '@remix-run/react';

/**
 * A link whose address comes from the shop's content (banners, class blocks): storefront paths
 * navigate in place; other sites open in a new tab, safely, and say so to screen readers.
 */
export function SmartLink({ href, label, className }: { href: string; label: string; className: string }) {
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {label}
    </Link>
  );
}
