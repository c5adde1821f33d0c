import './file-picker.css';
import { useId, useState } from 'react';
import { useTranslation } from '../lib/i18n';

interface FilePickerProps {
  /** The field's name shown above the button ("Front side", "e-Aadhaar PDF file"); left out when the button says it all. */
  label?: string;
  /** The button's text; "Choose file" (translated) by default. */
  button?: string;
  accept: string;
  /** The file chosen, or null when the choice was emptied. */
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** The id of a hint the field is described by, after the chosen file's name. */
  describedBy?: string;
  /** Empty the input after each pick, so that choosing the same file again opens it again; its name stays shown. */
  pickAgain?: boolean;
  className?: string;
  /**
   * The chosen file's name when the owner holds the file, which may come another way than this field (one from the
   * customer's phone, decision 0095): shown instead of the last one chosen here (null: none).
   */
  chosenName?: string | null;
}

/**
 * A file field in the page's language (decision 0064): the native button says "Choose File / No file chosen"
 * in the browser's language, so the `<input type="file">` is visually hidden (still focusable, still a file
 * input to tests and assistive tech) and its `<label>` is drawn as the button, the chosen file's name or
 * "No file chosen" beside it. The input is named by its labels and described by the name shown; the
 * button shows the input's focus ring.
 */
export function FilePicker({ label, button, accept, onChange, disabled, describedBy, pickAgain, className, chosenName }: FilePickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const nameId = `${inputId}-name`;
  const [name, setName] = useState<string | null>(null);

  return (
    <div className={className ? `file-picker ${className}` : 'file-picker'}>
      {label !== undefined && (
        <label htmlFor={inputId} className="file-picker__label">
          {label}
        </label>
      )}
      <div className="file-picker__row">
        <input
          id={inputId}
          type="file"
          className="file-picker__input"
          accept={accept}
          disabled={disabled}
          aria-describedby={describedBy ? `${nameId} ${describedBy}` : nameId}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            if (pickAgain) event.currentTarget.value = '';
            setName(file?.name ?? null);
            onChange(file);
          }}
        />
        <label htmlFor={inputId} className="button file-picker__button">
          {button ?? t('filePicker.choose')}
        </label>
        <span id={nameId} className="file-picker__name" data-testid="file-picker-name">
          {(chosenName === undefined ? name : chosenName) ?? t('filePicker.none')}
        </span>
      </div>
    </div>
  );
}
