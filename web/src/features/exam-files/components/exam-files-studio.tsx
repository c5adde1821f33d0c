import { useCallback, useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { WhiteBackgroundSwitch } from '../../../components/white-background-switch';
import { useTranslation } from '../../../lib/i18n';
import { usePrintQuote } from '../../../lib/prints/use-print-quote';
import type { HandoffTarget } from '../../../lib/intake/handed-file';
import { useHandedFile } from '../../../lib/intake/use-handed-file';
import { quoteText } from '../../../lib/prints/print-quote';
import { examQuoteInput } from '../api/exam-quote-input';
import { useExamPresets } from '../../../lib/get-exam-presets';
import { useCustomExamSpec } from '../hooks/use-custom-exam-spec';
import { useExamCaption } from '../hooks/use-exam-caption';
import { CUSTOM_EXAM_GROUP, useExamChoice } from '../hooks/use-exam-choice';
import { useExamCrops } from '../hooks/use-exam-crops';
import { useExamFaceCrop } from '../hooks/use-exam-face-crop';
import { useExamInkFrame } from '../hooks/use-exam-ink-frame';
import { useExamWhiteBackground } from '../hooks/use-exam-white-background';
import { useKeepExamJob } from '../hooks/use-keep-exam-job';
import { useKeptExamWork } from '../hooks/use-kept-exam-work';
import { useStackedSignatures } from '../hooks/use-stacked-signatures';
import { useExamFileResults, type ExamEntitlement, type ExamFileResults } from '../hooks/use-exam-file-results';
import { needsExamCaption } from '../lib/exam-caption-form';
import { examCropAspect, examCropKey, examUploadSize } from '../lib/exam-crop-size';
import { examFailureText } from '../lib/exam-failure-text';
import { examSlotTitleNeedsSize, inLanguage, isInkKind } from '../../../lib/exam-preset-groups';
import type { PngCrop } from '../../../lib/cropper/export-png-crop';
import { readSignaturePartKey, signaturePartKeys, signaturePartSize } from '../lib/signature-parts';
import { CustomExamFields } from './custom-exam-fields';
import { ExamCaptionFields } from './exam-caption-fields';
import { CropDialog } from '../../../components/crop-dialog';
import { ExamFileResultsList } from './exam-file-results';
import { ExamFileSlot } from './exam-file-slot';
import { HandedFileChoice } from './handed-file-choice';
import { ExamSignatureParts } from './exam-signature-parts';
import './exam-files.css';

export interface ExamFilesStudioProps extends ExamEntitlement {
  /** The signed-in user's uid, whose work is kept in this browser (decision 0066); null while it is not known. */
  uid: string | null;
}

const examFilesTarget: readonly HandoffTarget[] = ['exam-files'];

/** Start over's question looks like the screen's crop dialog (exam-files.css). */
const confirmClasses = { dialog: 'exam-dialog exam-confirm', actions: 'exam-dialog__actions' };

/**
 * Exam and portal upload files (decision 0039): choose the exam, crop the photo (and photograph the signature, thumb or
 * declaration on paper and crop it), see a watermarked preview with each file's exact size, then pay and download
 * the files named for the form.
 */
export function ExamFilesStudio({ uid, ...entitlement }: ExamFilesStudioProps) {
  const { t, lng } = useTranslation();
  const selectId = useId();
  const presets = useExamPresets();
  const crops = useExamCrops();
  const customSize = useCustomExamSpec();
  const caption = useExamCaption();
  const choice = useExamChoice(presets.data?.presets ?? [], crops.crops, customSize.preset);
  const { group } = choice;
  const captionNeeded = needsExamCaption(group?.presets ?? []);
  const customSpec = choice.custom ? customSize.spec : null;
  const captionGiven = captionNeeded ? caption.caption : null;
  const extras = useMemo(() => ({ custom: customSpec ?? undefined, caption: captionGiven ?? undefined }), [customSpec, captionGiven]);
  // A different size, KB window or caption is a different file: results of the last ones are not shown for these.
  // The photo's white background (off by default): once made, the white PNG is what is uploaded.
  const whiteBackground = useExamWhiteBackground(group?.presets ?? [], crops.crops, choice);
  const { white } = whiteBackground;
  // The work (exam, crops, white background, caption) survives a reload and leaving the screen (decision 0066).
  const kept = useKeptExamWork({ uid, crops, choice, caption, white });
  const [askingStartOver, setAskingStartOver] = useState(false);
  /** A picture from the customer's phone waiting to be told which file of the form it is (decision 0095). */
  const [handed, setHanded] = useState<File | null>(null);
  const subject = `${whiteBackground.subject}|${JSON.stringify(extras)}`;
  const captionMissing = captionNeeded && !caption.caption;
  const nothing = choice.uploads.length === 0 || captionMissing || white.working;
  // The server's quote of the clean files, as they would be sent: shown on Pay, and sent as expectedCoins.
  const quote = usePrintQuote(nothing || whiteBackground.uploads.length === 0 ? null : examQuoteInput(whiteBackground.uploads, extras));
  // Paid files' crops are kept in this browser for History's thumbnail, label and Download again (decision 0070).
  const onPaid = useKeepExamJob(uid);
  const requests = useExamFileResults({ uploads: whiteBackground.uploads, subject, extras, entitlement, quote, onPaid });
  // Crops, pictures and failures are kept by crop key (a preset's id, marked when a caption takes part of the height);
  // one signature of a file of several by the file's key and its number (docs/decisions/0059-three-signatures-from-three-crops.md).
  const croppingKey = crops.cropping;
  const croppingPart = readSignaturePartKey(croppingKey);
  const croppingPreset = group?.presets.find((preset) => examCropKey(preset) === (croppingPart?.fileKey ?? croppingKey)) ?? null;
  const croppingSource = croppingPreset && croppingKey !== null ? crops.sources[croppingKey] : undefined;
  const { cropDone, cropFailed, keepCrop } = crops;
  const stacks = useStackedSignatures({ presets: group?.presets ?? [], crops: crops.crops, keepCrop, sizeFor: examUploadSize });

  const sizeFor = useCallback(
    (crop: { width: number; height: number }) => (croppingPart ? signaturePartSize(crop) : croppingPreset ? examUploadSize(croppingPreset, crop) : crop),
    [croppingPreset, croppingPart],
  );
  const onCropDone = useCallback((crop: PngCrop) => croppingKey !== null && cropDone(croppingKey, crop), [croppingKey, cropDone]);
  const onCropFailed = useCallback(() => croppingKey !== null && cropFailed(croppingKey), [croppingKey, cropFailed]);

  // A photo's face is looked for while its picture decodes (both off the main thread); the dialog opens on it. Ink on paper: no search.
  const { pickFile, faceCrop } = useExamFaceCrop(crops.pick, croppingPreset && croppingSource ? { preset: croppingPreset, source: croppingSource } : null);
  // Ink on paper opens on the ink, never the table around the paper (decision 0082).
  const inkFrame = useExamInkFrame(croppingPreset && croppingSource ? { preset: croppingPreset, source: croppingSource, part: croppingPart !== null } : null);
  // Taken once the kept work and the form are back: a form of one file picks it there at once, as its picker would.
  const presetsShown = group?.presets;
  useHandedFile(
    examFilesTarget,
    (file) => {
      const only = presetsShown?.length === 1 ? presetsShown[0] : undefined;
      if (only) void pickFile(only, file);
      else setHanded(file);
    },
    kept.read && (presetsShown?.length ?? 0) > 0,
  );

  if (presets.isPending) return <LoadingMessage label={t('examFiles.loading')} />;
  if (presets.isError) return <ErrorMessage error={presets.error} onRetry={() => void presets.refetch()} />;
  if (!group) return <p className="notice">{t('examFiles.none')}</p>;

  const { preview, clean, busy, error } = requests;
  const shownQuote = quote.quote;
  const payLabel = clean
    ? t('examFiles.actions.downloadAgain')
    : shownQuote?.charge === 'short'
      ? t('examFiles.actions.buyCoins')
      : shownQuote?.charge === 'plan'
        ? t('examFiles.actions.downloadPlan')
        : shownQuote?.charge === 'reprint'
          ? t('examFiles.actions.downloadFree')
          : t('examFiles.actions.payUnknown');
  /** The server's quote under Pay ("5 coins", "Needs 5 coins — you have 2"), or that it is being checked. */
  const quoteLine = clean || nothing ? null : shownQuote ? quoteText(t, shownQuote) : quote.error ? t('studio.quote.failed') : t('studio.quote.loading');
  // Pay waits while the quote is read (the hook's loading; none is asked while nothing is cropped); one that failed is asked again.
  const quoteWaiting = !clean && quote.loading;
  const quoteFailed = !clean && !shownQuote && quote.error !== null;

  return (
    <div className="exam-studio">
      <section aria-labelledby="exam-step-form">
        <h2 id="exam-step-form" className="exam-studio__step">
          {t('examFiles.steps.form')}
        </h2>
        <div className="field">
          <label htmlFor={selectId}>{t('examFiles.choose.label')}</label>
          <select id={selectId} value={group.id} onChange={(event) => choice.choose(event.currentTarget.value)}>
            {choice.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.id === CUSTOM_EXAM_GROUP
                  ? t('examFiles.customOption')
                  : t('examFiles.choose.option', {
                      form: inLanguage(lng, g.form, g.formHi),
                      files: g.presets.map((p) => t(`examFiles.kinds.${p.kind}`)).join(', '),
                    })}
              </option>
            ))}
          </select>
        </div>
        {choice.custom ? <CustomExamFields state={customSize} /> : <p className="muted">{t('examFiles.choose.sources')}</p>}
      </section>

      <section aria-labelledby="exam-step-files">
        <h2 id="exam-step-files" className="exam-studio__step">
          {t('examFiles.steps.files')}
        </h2>
        {choice.custom && group.presets.length === 0 && <p className="notice">{t('examFiles.custom.fillFirst')}</p>}
        {handed && (
          <HandedFileChoice
            file={handed}
            presets={group.presets}
            onChoose={(preset) => {
              setHanded(null);
              void pickFile(preset, handed);
            }}
            onDismiss={() => setHanded(null)}
          />
        )}
        <div className="exam-studio__slots">
          {group.presets.map((preset) => (
            <ExamFileSlot
              key={preset.id}
              preset={preset}
              groupForm={group.form}
              ownSize={choice.custom}
              titleWithSize={examSlotTitleNeedsSize(preset, group)}
              whiteOn={examCropKey(preset) === whiteBackground.photoKey && white.on}
              crop={examCropKey(preset) === whiteBackground.photoKey ? whiteBackground.shownPhoto : (crops.crops[examCropKey(preset)] ?? null)}
              failure={crops.failures[examCropKey(preset)] ?? null}
              opening={crops.opening[examCropKey(preset)] ?? null}
              onPick={(file) => void pickFile(preset, file)}
              onRecrop={crops.sources[examCropKey(preset)] ? () => crops.recrop(examCropKey(preset)) : undefined}
            >
              {examCropKey(preset) === whiteBackground.photoKey && crops.crops[examCropKey(preset)] && (
                <WhiteBackgroundSwitch white={white} doneText={t('examFiles.whiteBackground.done')} />
              )}
              {preset.signatures > 1 && (
                <ExamSignatureParts
                  partKeys={signaturePartKeys(preset, examCropKey(preset))}
                  crops={crops.crops}
                  failures={crops.failures}
                  opening={crops.opening}
                  stack={stacks[examCropKey(preset)]}
                  onPick={(key, file) => void crops.pick(key, file)}
                  onRecrop={crops.recrop}
                  canRecrop={(key) => crops.sources[key] !== undefined}
                />
              )}
            </ExamFileSlot>
          ))}
        </div>
        {captionNeeded && <ExamCaptionFields state={caption} />}
      </section>

      <section aria-labelledby="exam-step-download">
        <h2 id="exam-step-download" className="exam-studio__step">
          {t('examFiles.steps.download')}
        </h2>
        {choice.uploads.length === 0 && <p className="muted">{t('examFiles.actions.cropFirst')}</p>}
        {choice.uploads.length > 0 && captionMissing && <p className="notice">{t('examFiles.caption.needed')}</p>}
        {white.working && <p className="notice">{t('examFiles.whiteBackground.wait')}</p>}
        {choice.uploads.length > 0 && choice.missing.length > 0 && (
          <p className="notice">{t('examFiles.actions.missing', { files: choice.missing.map((p) => t(`examFiles.kinds.${p.kind}`)).join(', ') })}</p>
        )}
        <div className="exam-studio__actions">
          <button
            type="button"
            className="button"
            disabled={nothing || busy !== null}
            aria-busy={busy === 'preview'}
            onClick={() => void requests.makePreview()}
          >
            {busy === 'preview' ? t('examFiles.actions.previewing') : t('examFiles.actions.preview')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={nothing || busy !== null || quoteWaiting}
            aria-busy={busy === 'clean' || quoteWaiting}
            onClick={() => (quoteFailed ? quote.retry() : void requests.payAndDownload())}
            {...(quoteLine !== null ? { 'aria-describedby': `${selectId}-quote` } : {})}
          >
            {busy === 'clean' ? t('examFiles.actions.making') : payLabel}
          </button>
        </div>
        {/* The quote is its own line under Pay, which is described by it: Pay's name is its action, all its text. */}
        {quoteLine !== null && (
          <p id={`${selectId}-quote`} className="exam-studio__quote" data-testid="print-quote">
            {quoteLine}
          </p>
        )}
        {busy !== null && <LoadingMessage label={t(busy === 'preview' ? 'examFiles.actions.previewing' : 'examFiles.actions.making')} />}
        {error && (
          <p className="error-box" role="alert">
            {examFailureText(t, lng, error)}
          </p>
        )}
        {clean ? (
          <>
            <p className="form-success" role="status">
              {chargeText(t, clean)}
            </p>
            <ExamFileResultsList results={clean} presets={group.presets} />
            {clean.files.length > 1 && (
              <button type="button" className="button button--primary" onClick={requests.downloadAll}>
                {t(clean.files.length === 2 ? 'examFiles.actions.downloadBoth' : 'examFiles.actions.downloadAll')}
              </button>
            )}
          </>
        ) : (
          preview && (
            <>
              <p className="muted">{t('examFiles.results.previewNote')}</p>
              <ExamFileResultsList results={preview} presets={group.presets} />
            </>
          )
        )}
      </section>

      {kept.hasWork && (
        <div className="exam-studio__start-over">
          <p className="muted">{t('examFiles.startOver.kept')}</p>
          <button type="button" className="button" onClick={() => setAskingStartOver(true)}>
            {t('examFiles.startOver.button')}
          </button>
        </div>
      )}

      {askingStartOver && (
        <ConfirmDialog
          title={t('examFiles.startOver.ask')}
          message={t('examFiles.startOver.askHint')}
          confirmText={t('examFiles.startOver.yes')}
          cancelText={t('examFiles.startOver.keep')}
          onConfirm={() => {
            setAskingStartOver(false);
            kept.startOver();
          }}
          onCancel={() => setAskingStartOver(false)}
          testId="exam-start-over-confirm"
          classes={confirmClasses}
        />
      )}

      {croppingPreset && croppingSource && (
        <CropDialog
          look="exam"
          format="png"
          key={croppingSource.url}
          imageUrl={croppingSource.url}
          title={
            croppingPart
              ? t('examFiles.parts.cropTitle', { n: croppingPart.index + 1, count: croppingPreset.signatures })
              : t('examFiles.crop.title', { kind: t(`examFiles.kinds.${croppingPreset.kind}`) })
          }
          hint={t(isInkKind(croppingPreset.kind) ? 'examFiles.crop.inkHint' : 'examFiles.crop.photoHint')}
          aspect={croppingPart ? null : examCropAspect(croppingPreset)}
          sizeFor={sizeFor}
          onDone={onCropDone}
          onCancel={crops.cancelCrop}
          onImageError={onCropFailed}
          faceCrop={faceCrop}
          proposedFrame={inkFrame}
        />
      )}
    </div>
  );
}

function chargeText(t: ReturnType<typeof useTranslation>['t'], results: ExamFileResults): string {
  switch (results.charge) {
    case 'coins':
      return t('examFiles.charge.coins', { price: results.coinsCharged, coins: results.balanceAfter ?? 0 });
    case 'plan':
      return t('examFiles.charge.plan');
    case 'reprint':
      return t('examFiles.charge.reprint');
    default:
      return t('examFiles.charge.none');
  }
}
