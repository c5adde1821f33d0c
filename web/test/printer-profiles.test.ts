import { beforeEach, describe, expect, it } from 'vitest';
import {
  chosenAmong,
  chosenPrinterProfileKey,
  readChosenPrinterProfileId,
  writeChosenPrinterProfile,
} from '../src/lib/printer-profiles/chosen-printer-profile';
import { emptyReadingsForm, readingsFormOf, readReadingsForm } from '../src/features/printer-profiles/lib/readings-form';
import { calibrationPageUrl } from '../src/lib/printer-profiles/printer-profiles';
import { stubBrowser } from './support/browser-globals';

const epson = {
  id: '0b6c1f44-8d36-4c1b-9a2e-3f4f5a6b7c8d',
  name: 'Epson L3250 A4',
  horizontal: 101,
  vertical: 99.5,
  offsetX: -1.2,
  offsetY: 0,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

describe('the printer calibration form', () => {
  it('reads what the ruler said, with a decimal comma and blank offsets as 0', () => {
    expect(readReadingsForm({ name: ' Epson L3250 A4 ', horizontal: '101,0', vertical: '99.5', offsetX: '-1.2', offsetY: '' })).toEqual({
      input: { name: 'Epson L3250 A4', horizontal: 101, vertical: 99.5, offsetX: -1.2, offsetY: 0 },
      errors: null,
    });
  });

  it('names every field to fix, by the contract (readings 90–110, offsets ±10, a name)', () => {
    expect(readReadingsForm({ ...emptyReadingsForm }).errors).toEqual(['name']);
    expect(readReadingsForm({ name: 'x', horizontal: '89', vertical: '1O1', offsetX: '10.5', offsetY: '-3' }).errors).toEqual([
      'horizontal',
      'vertical',
      'offsetX',
    ]);
    expect(readReadingsForm({ name: 'x', horizontal: '', vertical: '100', offsetX: '0', offsetY: '12' }).errors).toEqual(['horizontal', 'offsetY']);
  });

  it('fills the form from a saved profile, and reads it back unchanged', () => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = epson;
    expect(readReadingsForm(readingsFormOf(epson)).input).toEqual(fields);
  });
});

describe('the chosen printer profile', () => {
  beforeEach(() => {
    stubBrowser();
  });

  it('is remembered in this browser while it is still one of the user’s profiles', () => {
    expect(chosenAmong(readChosenPrinterProfileId(), [epson])).toBeNull();
    writeChosenPrinterProfile(epson.id);
    expect(window.localStorage.getItem(chosenPrinterProfileKey)).toBe(epson.id);
    expect(chosenAmong(readChosenPrinterProfileId(), [epson])).toBe(epson.id);
    // Deleted, or another user's list: no correction.
    expect(chosenAmong(readChosenPrinterProfileId(), [])).toBeNull();
    writeChosenPrinterProfile(null);
    expect(chosenAmong(readChosenPrinterProfileId(), [epson])).toBeNull();
  });

  it('links the calibration page, plain or through a profile', () => {
    expect(calibrationPageUrl('4x6')).toBe('/api/v1/printer-calibration/page?paper=4x6');
    expect(calibrationPageUrl('a4', epson.id)).toBe(`/api/v1/printer-calibration/page?paper=a4&profileId=${epson.id}`);
  });
});
