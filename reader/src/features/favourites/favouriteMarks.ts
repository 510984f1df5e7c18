/**
 * Spec §4: a favourite toggle shows at once in every list that holds the content (groups,
 * detail, search). Lists keep the server's `isFavorite`; the marks made since override it.
 * `version` counts changes, so lists of favourites know when to reload.
 */
export function createFavouriteMarks() {
  const marks = new Map<string, boolean>();
  const listeners = new Set<() => void>();
  let version = 0;
  return {
    isFavorite(item: { id: string; isFavorite?: boolean }): boolean {
      return marks.get(item.id) ?? item.isFavorite ?? false;
    },
    set(contentId: string, isFavorite: boolean) {
      marks.set(contentId, isFavorite);
      version += 1;
      listeners.forEach((listener) => listener());
    },
    /** Another reader signs in: the server's answers are right again. */
    clear() {
      if (marks.size === 0) return;
      marks.clear();
      version += 1;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
  };
}

export type FavouriteMarks = ReturnType<typeof createFavouriteMarks>;

/** One page shows one tenant and one reader at a time. */
export const favouriteMarks = createFavouriteMarks();
