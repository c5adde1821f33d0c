// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FilePicker } from '../src/components/file-picker';
import { loadPageTexts, setLanguage } from '../src/lib/i18n';

/** Chooses `file` (or none) in a file input, as the browser does: its files, then a change event. */
function choose(input: HTMLInputElement, file: File | null) {
  Object.defineProperty(input, 'files', { configurable: true, value: file ? [file] : [] });
  fireEvent.change(input);
}

const photo = new File(['x'], 'IMG_2041.jpg', { type: 'image/jpeg' });

describe('the file picker in the page’s language (docs/decisions/0064-phone-and-hindi-polish.md)', () => {
  beforeAll(async () => {
    await loadPageTexts();
  });
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('is a file input named by its field and button, described by "No file chosen", then by the file’s name', () => {
    const onChange = vi.fn();
    render(
      createElement(
        'div',
        null,
        createElement(FilePicker, { label: 'Front side', accept: 'image/*', onChange, describedBy: 'hint' }),
        createElement('p', { id: 'hint' }, 'JPEG or PNG'),
      ),
    );
    const input = screen.getByLabelText('Front side') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(screen.getByLabelText('Choose file')).toBe(input);
    expect(screen.getByText('Choose file').className).toContain('button');
    const described = () =>
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent)
        .join(' ');
    expect(described()).toBe('No file chosen JPEG or PNG');

    choose(input, photo);
    expect(onChange).toHaveBeenLastCalledWith(photo);
    expect(described()).toBe('IMG_2041.jpg JPEG or PNG');

    choose(input, null);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(described()).toBe('No file chosen JPEG or PNG');
  });

  it('empties the input after each pick when the same file may be picked again, the name still shown', () => {
    const onChange = vi.fn();
    render(createElement(FilePicker, { button: 'Choose a photo', accept: 'image/*', onChange, pickAgain: true }));
    const input = screen.getByLabelText('Choose a photo') as HTMLInputElement;
    const cleared = vi.spyOn(input, 'value', 'set');
    choose(input, photo);
    expect(cleared).toHaveBeenCalledWith('');
    expect(onChange).toHaveBeenCalledWith(photo);
    expect(screen.getByTestId('file-picker-name').textContent).toBe('IMG_2041.jpg');
  });

  it('says its button and "No file chosen" in Hindi on the Hindi page', async () => {
    await setLanguage('hi');
    render(createElement(FilePicker, { accept: 'application/pdf', onChange: () => undefined }));
    expect(screen.getByText('फ़ाइल चुनें').tagName).toBe('LABEL');
    expect(screen.getByTestId('file-picker-name').textContent).toBe('कोई फ़ाइल नहीं चुनी गई');
  });

  it('is off with its input when disabled', () => {
    render(createElement(FilePicker, { accept: 'image/*', onChange: () => undefined, disabled: true }));
    expect((screen.getByLabelText('Choose file') as HTMLInputElement).disabled).toBe(true);
  });
});
