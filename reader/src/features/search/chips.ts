import type { SearchBox } from '@hondana/schemas';

/** Spec §9 search operations. */
export const Operation = {
  PARTIAL: 1,
  EXACT: 2,
  DATE_RANGE: 3,
  SINGLE_CHOICE: 4,
  MULTI_CHOICE: 5,
  MONTH_RANGE: 6,
  YEAR_RANGE: 7,
} as const;

export function isChoiceBox(box: Pick<SearchBox, 'operation'>): boolean {
  return box.operation === Operation.SINGLE_CHOICE || box.operation === Operation.MULTI_CHOICE;
}

export function isRangeBox(box: Pick<SearchBox, 'operation'>): boolean {
  return (
    box.operation === Operation.DATE_RANGE ||
    box.operation === Operation.MONTH_RANGE ||
    box.operation === Operation.YEAR_RANGE
  );
}

/**
 * Spec §5: a single-choice box keeps one chip (the new choice replaces it); a multi-choice box
 * keeps several, each once. Values that are not the box's choices are ignored.
 */
export function addChip(
  box: Pick<SearchBox, 'operation' | 'matchValue'>,
  chips: readonly string[],
  value: string,
): string[] {
  if (!box.matchValue.includes(value)) return [...chips];
  if (box.operation === Operation.SINGLE_CHOICE) return [value];
  return chips.includes(value) ? [...chips] : [...chips, value];
}

export function removeChip(chips: readonly string[], value: string): string[] {
  return chips.filter((chip) => chip !== value);
}
