import { expect, test } from 'vitest';
import { packWidths, unpackWidths } from './width-runs.ts';

test('packed widths unpack to every code point’s own advance', () => {
  const runs = [
    [32, 449, 617, 0, 4095],
    [160, 1000],
    [0x1ea0, 2048, 64, 63],
  ];
  const unpacked = unpackWidths(packWidths(runs));
  const expected = runs.flatMap(([first, ...widths]) => widths.map((width, index) => [first + index, width]));
  expect([...unpacked]).toEqual(expected);
});

test('an advance two digits cannot hold is refused, not wrapped round', () => {
  expect(() => packWidths([[65, 4096]])).toThrow(/4096/);
  expect(() => packWidths([[65, -1]])).toThrow(RangeError);
  expect(() => packWidths([[65, 12.5]])).toThrow(RangeError);
});
