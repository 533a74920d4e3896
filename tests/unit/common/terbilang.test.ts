import { describe, expect, it } from 'vitest';
import { terbilang, TERBILANG_OUT_OF_RANGE } from '../../../common/terbilang';

describe('terbilang (amount in Indonesian words)', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [100, 'seratus'],
    [101, 'seratus satu'],
    [111, 'seratus sebelas'],
    [999, 'sembilan ratus sembilan puluh sembilan'],
    [1_000, 'seribu'],
    [1_001, 'seribu satu'],
    [1_100, 'seribu seratus'],
    [2_000, 'dua ribu'],
    [11_000, 'sebelas ribu'],
    [100_000, 'seratus ribu'],
    [1_000_000, 'satu juta'],
    [1_250_000, 'satu juta dua ratus lima puluh ribu'],
    [1_001_000, 'satu juta seribu'],
    [1_000_000_000, 'satu miliar'],
    [1_000_000_000_000, 'satu triliun'],
    [15_526_100, 'lima belas juta lima ratus dua puluh enam ribu seratus'],
    [999_999_999_999_999, 'sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan'],
  ])('%i → %s', (amount, words) => {
    expect(terbilang(amount)).toBe(words);
  });

  it("answers 'Diluar Batas' beyond 15 digits, and for negative or fractional amounts", () => {
    expect(terbilang(1_000_000_000_000_000)).toBe(TERBILANG_OUT_OF_RANGE);
    expect(terbilang(-1)).toBe(TERBILANG_OUT_OF_RANGE);
    expect(terbilang(1.5)).toBe(TERBILANG_OUT_OF_RANGE);
    expect(TERBILANG_OUT_OF_RANGE).toBe('Diluar Batas');
  });
});
