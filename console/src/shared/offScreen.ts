/** Read by screen readers, not shown: a chart's table, a checklist step's "Done"/"To do". */
export const offScreen = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
