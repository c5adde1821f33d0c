import { Link } from '../../lib/router';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { paths } from '../../lib/paths';

interface BrandLinkProps {
  onClick?: () => void;
}

/** Logo and product name, linking Home. */
export function BrandLink({ onClick }: BrandLinkProps) {
  const brand = useBrandName();
  return (
    <Link to={paths.home} className="brand" onClick={onClick}>
      <img src="/favicon.svg" alt="" width="28" height="28" />
      <span>{brand}</span>
    </Link>
  );
}
