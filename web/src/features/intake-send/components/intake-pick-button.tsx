import { useId } from 'react';

interface IntakePickButtonProps {
  label: string;
  accept: string;
  multiple?: boolean;
  /** `environment`: the phone opens its back camera instead of a file chooser. */
  capture?: 'environment';
  onPick: (files: File[]) => void;
  primary?: boolean;
}

/**
 * A file input drawn as a big button in the page's language (the native one speaks the browser's; decision 0064): the
 * input is visually hidden, still focusable and still the control its label names. Emptied after each pick, so the same
 * photo picked again is taken again.
 */
export function IntakePickButton({ label, accept, multiple, capture, onPick, primary }: IntakePickButtonProps) {
  const id = useId();
  return (
    <div className="intake-send__pick">
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept={accept}
        multiple={multiple}
        capture={capture}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          onPick(files);
        }}
      />
      <label htmlFor={id} className={`button intake-send__big${primary ? ' button--primary' : ''}`}>
        {label}
      </label>
    </div>
  );
}
