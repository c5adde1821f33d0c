interface StageProgressProps<Stage extends string> {
  /** Every stage, in order. */
  stages: readonly Stage[];
  /** The stage under way. */
  stage: Stage;
  /** The bar's accessible name ("Opening the photo"). */
  label: string;
  /** The stage in words, shown beside the bar. */
  text: string;
}

/** A staged job under way (opening a photo, an e-Aadhaar): a bar of the stages done and the current one in words. */
export function StageProgress<Stage extends string>({ stages, stage, label, text }: StageProgressProps<Stage>) {
  return (
    <div className="studio-progress" role="status">
      <progress max={stages.length} value={stages.indexOf(stage) + 1} aria-label={label} />
      <span>{text}</span>
    </div>
  );
}
