// Card grids never leave one card alone on the last row: the grid takes the most columns, up to
// `widest`, that divide the cards evenly or fill at least half of the last row.
export function columnsFor(count: number, widest: number): number {
  for (let columns = Math.min(widest, count); columns > 1; columns -= 1) {
    const last = count % columns;
    if (last === 0 || last * 2 >= columns) return columns;
  }
  return 1;
}
