import { Link, useLocation, useParams } from 'react-router';
import type { ContentGroupSummary } from '../contentGroup/useContentGroups';

interface Props {
  id: string;
  title: string;
  groups: ContentGroupSummary[];
}

/**
 * Spec §2: choosing a group opens /{group} (or /home-search/{group}); choosing the group
 * already shown returns to / (or /home-search).
 */
export function GroupList({ id, title, groups }: Props) {
  const { pathname } = useLocation();
  const { contentGroupId, contentId } = useParams();
  if (groups.length === 0) return null;
  const base = /^\/home-search(\/|$)/.test(pathname) ? '/home-search' : '';
  return (
    <section className="hd-sidebar__block" aria-labelledby={id}>
      <h2 id={id} className="hd-sidebar__heading">
        {title}
      </h2>
      <ul className="hd-sidebar__list">
        {groups.map((group) => {
          const isSelected = group.id === contentGroupId && !contentId;
          return (
            <li key={group.id}>
              <Link
                to={isSelected ? base || '/' : `${base}/${group.id}`}
                className="hd-sidebar__item"
                aria-current={isSelected ? 'page' : undefined}
              >
                {group.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
