/**
 * Indonesian amount in words (terbilang) for receipts: 1250000 → 'satu juta dua ratus lima puluh
 * ribu'. Whole numbers from 0 up to 15 digits; beyond that, or for a negative or fractional
 * amount, 'Diluar Batas' (seed 001 section 9). The printout adds 'rupiah' and the capitals it wants.
 */
export const TERBILANG_LIMIT = 999_999_999_999_999;
export const TERBILANG_OUT_OF_RANGE = 'Diluar Batas';

const DIGITS = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
/** Scale words of each group of three digits, from the lowest. */
const SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun'];

/** 0–999 in words ('' for 0), with the Indonesian 'se-' forms: sepuluh, sebelas, seratus. */
function hundreds(n: number): string {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h === 1) words.push('seratus');
  else if (h > 1) words.push(`${DIGITS[h]} ratus`);
  if (rest === 10) words.push('sepuluh');
  else if (rest === 11) words.push('sebelas');
  else if (rest > 11 && rest < 20) words.push(`${DIGITS[rest - 10]} belas`);
  else if (rest >= 20) {
    words.push(`${DIGITS[Math.floor(rest / 10)]} puluh`);
    if (rest % 10 > 0) words.push(DIGITS[rest % 10] ?? '');
  } else if (rest > 0) words.push(DIGITS[rest] ?? '');
  return words.join(' ');
}

export function terbilang(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > TERBILANG_LIMIT) return TERBILANG_OUT_OF_RANGE;
  if (amount === 0) return 'nol';
  const groups: number[] = [];
  for (let rest = amount; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i] ?? 0;
    if (group === 0) continue;
    // 1.000 is 'seribu', not 'satu ribu'; 1.000.000 stays 'satu juta'.
    if (i === 1 && group === 1) words.push('seribu');
    else words.push(`${hundreds(group)}${SCALES[i] ? ` ${SCALES[i]}` : ''}`);
  }
  return words.join(' ');
}
