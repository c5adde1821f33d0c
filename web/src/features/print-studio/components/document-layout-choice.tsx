import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';

export type BothSideLayout = '0' | '1';

interface DocumentLayoutChoiceProps {
  value: BothSideLayout;
  onChange: (layout: BothSideLayout) => void;
  /** Why side by side can't be chosen for this document, or null when it can. */
  sideBySideRefusal: string | null;
}

/** A thumbnail of a layout: two cards, one above the other or side by side, on a sheet. */
function LayoutThumbnail({ layout, letters }: { layout: BothSideLayout; letters: readonly [front: string, back: string] }) {
  const cards =
    layout === '0'
      ? [
          { x: 10, y: 6 },
          { x: 10, y: 26 },
        ]
      : [
          { x: 3, y: 6 },
          { x: 25, y: 6 },
        ];
  return (
    <svg className="studio-layout__thumb" viewBox="0 0 46 62" aria-hidden="true" focusable="false">
      <rect className="studio-layout__paper" x={0.5} y={0.5} width={45} height={61} />
      {cards.map((card, i) => (
        <g key={i}>
          <rect className="studio-layout__card" x={card.x} y={card.y} width={18} height={11.4} rx={1} />
          <text className="studio-layout__side" x={card.x + 9} y={card.y + 7.6} textAnchor="middle" fontSize={6}>
            {letters[i]}
          </text>
        </g>
      ))}
    </svg>
  );
}

/**
 * The two both-side layouts as radio buttons with thumbnails: stacked (front above back, the
 * default) and side by side in one row, which is refused, with the reason, for documents that
 * don't fit that way.
 */
export function DocumentLayoutChoice({ value, onChange, sideBySideRefusal }: DocumentLayoutChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  const reasonId = useId();
  const options: Array<{ layout: BothSideLayout; label: string; hint: string; disabled: boolean }> = [
    { layout: '0', label: t('documentStudio.layout.stacked'), hint: t('documentStudio.layout.stackedHint'), disabled: false },
    { layout: '1', label: t('documentStudio.layout.sideBySide'), hint: t('documentStudio.layout.sideBySideHint'), disabled: sideBySideRefusal !== null },
  ];
  return (
    <fieldset className="studio-layout">
      <legend>{t('documentStudio.layout.label')}</legend>
      <div className="studio-layout__options">
        {options.map((option) => (
          <label key={option.layout} className={`studio-layout__option${option.disabled ? ' studio-layout__option--disabled' : ''}`}>
            <input
              type="radio"
              name={name}
              value={option.layout}
              checked={value === option.layout}
              disabled={option.disabled}
              aria-describedby={option.disabled ? reasonId : undefined}
              onChange={() => onChange(option.layout)}
            />
            <LayoutThumbnail layout={option.layout} letters={[t('documentStudio.layout.frontLetter'), t('documentStudio.layout.backLetter')]} />
            <span className="studio-layout__name">{option.label}</span>
            <span className="studio-layout__hint">{option.hint}</span>
          </label>
        ))}
      </div>
      {sideBySideRefusal && (
        <p id={reasonId} className="muted studio-layout__reason">
          {sideBySideRefusal}
        </p>
      )}
    </fieldset>
  );
}
