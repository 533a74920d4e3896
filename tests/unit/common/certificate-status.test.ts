import { describe, expect, it } from 'vitest';
import { addDays, addMonths, companyToday, daysBetween } from '../../../common/calendar';
import { CERTIFICATE_DEFAULT_WARNING_DAYS, CERTIFICATE_STATUS_INTENTS, CERTIFICATE_STATUS_LABELS, certificateStatus, daysLeftText } from '../../../common/certificate';

const today = '2026-03-10';

describe('certificate status rule', () => {
  it('is Segera Habis on the expiry day itself, with "hari ini"', () => {
    expect(certificateStatus(today, 60, today)).toEqual({ status: 'segera_habis', daysLeft: 0 });
    expect(daysLeftText(0)).toBe('hari ini');
  });

  it('is Kedaluwarsa the day after the expiry day', () => {
    expect(certificateStatus('2026-03-09', 60, today)).toEqual({ status: 'kedaluwarsa', daysLeft: -1 });
    expect(daysLeftText(-1)).toBe('lewat 1 hari');
  });

  it('enters the window exactly warningDays before the expiry day', () => {
    expect(certificateStatus(addDays(today, 60), 60, today)).toEqual({ status: 'segera_habis', daysLeft: 60 });
    expect(certificateStatus(addDays(today, 61), 60, today)).toEqual({ status: 'berlaku', daysLeft: 61 });
  });

  it('uses the type window (30 days)', () => {
    expect(certificateStatus(addDays(today, 30), 30, today).status).toBe('segera_habis');
    expect(certificateStatus(addDays(today, 31), 30, today).status).toBe('berlaku');
  });

  it('a zero-day window warns only on the expiry day', () => {
    expect(certificateStatus(today, 0, today).status).toBe('segera_habis');
    expect(certificateStatus(addDays(today, 1), 0, today).status).toBe('berlaku');
  });

  it('no expiry is valid for life', () => {
    expect(certificateStatus(null, 60, today)).toEqual({ status: 'berlaku', daysLeft: null });
    expect(daysLeftText(null)).toBe('Seumur hidup');
  });

  it('texts days left', () => {
    expect(daysLeftText(23)).toBe('23 hari lagi');
    expect(daysLeftText(-5)).toBe('lewat 5 hari');
  });

  it('labels and intents', () => {
    expect(CERTIFICATE_STATUS_LABELS).toEqual({ berlaku: 'Berlaku', segera_habis: 'Segera Habis', kedaluwarsa: 'Kedaluwarsa' });
    expect(CERTIFICATE_STATUS_INTENTS).toEqual({ berlaku: 'success', segera_habis: 'warning', kedaluwarsa: 'danger' });
    expect(CERTIFICATE_DEFAULT_WARNING_DAYS).toBe(60);
  });

  it("today is Jakarta's date, not UTC's, near midnight", () => {
    // 17:30 UTC on 9 March is 00:30 on 10 March in Jakarta (UTC+7).
    expect(companyToday(new Date('2026-03-09T17:30:00Z'))).toBe('2026-03-10');
    expect(companyToday(new Date('2026-03-09T16:59:59Z'))).toBe('2026-03-09');
    // A certificate expiring 9 March: still valid at 23:59 Jakarta, expired at 00:30 Jakarta.
    expect(certificateStatus('2026-03-09', 60, companyToday(new Date('2026-03-09T16:59:59Z'))).status).toBe('segera_habis');
    expect(certificateStatus('2026-03-09', 60, companyToday(new Date('2026-03-09T17:30:00Z'))).status).toBe('kedaluwarsa');
  });

  it('counts days across months, leap years and DST-free calendar', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-10', 24)).toBe('2028-03-10');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
