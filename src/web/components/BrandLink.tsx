import { Link } from 'react-router';
import { paths } from '@web/config/paths';

/** Earl's logo and name on a brand bar, back to the landing page. */
export function BrandLink() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 rounded-lg ring-1 ring-white/25" />
      Earl
    </Link>
  );
}
