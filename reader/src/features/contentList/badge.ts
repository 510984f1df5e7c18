/** Spec §2: only these content types show a badge; any other value shows none. */
const BADGES = new Set(['new', 'popular', 'recommend']);

export type BadgeType = 'new' | 'popular' | 'recommend';

export function badgeOf(type: string | null | undefined): BadgeType | null {
  return type && BADGES.has(type) ? (type as BadgeType) : null;
}
