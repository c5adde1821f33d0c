import * as faceapi from '../../vendor/face-api/face-api.esm-nobundle.js';
import detectorManifestUrl from '../../vendor/face-api/tiny_face_detector_model-weights_manifest.json?url&no-inline';
import detectorWeightsUrl from '../../vendor/face-api/tiny_face_detector_model.bin?url&no-inline';
import landmarksManifestUrl from '../../vendor/face-api/face_landmark_68_model-weights_manifest.json?url&no-inline';
import landmarksWeightsUrl from '../../vendor/face-api/face_landmark_68_model.bin?url&no-inline';
import { crownCut, outOfLevelCut, type LevelCut } from '@core/face/crown-cut';
import { crownRowFromMask } from '@core/face/crown-from-mask';
import { TILTED_HEAD_DEGREES } from '@core/geometry/straighten';
import type { FaceLandmarks, Point } from '@core/face/propose-face-crop';
import { DETECT_SIDE, type FaceDetectorReply, type FaceDetectorRequest } from './face-detector-protocol';
import { personMask } from './segment-person';
import { readyBackend } from './tfjs-backend';
import * as tf from './tfjs-runtime';
import { MODEL_SIDE } from './white-background-protocol';

/**
 * The face finder, off the main thread (decision 0043): face-api's tiny face detector and its 68-point
 * landmarks, run by TensorFlow.js on WebAssembly (plain JavaScript where WebAssembly can't run):
 * our one TensorFlow.js (tfjs-runtime.ts, shared with the white background's worker), given to
 * face-api's build without its own (esm-nobundle) by web/vite.config.ts.
 * Everything — code, WebAssembly, weights — comes from our own origin; the photo never leaves
 * the browser. This script's own response allows WebAssembly ('wasm-unsafe-eval', server/src/app.ts).
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FaceDetectorRequest>) => void) | null;
  postMessage(message: FaceDetectorReply): void;
};

/**
 * A tensor of our TensorFlow.js as face-api's types name it: the same runtime at run time, but
 * face-api's declarations carry their own copy of TensorFlow.js's types.
 */
const forFaceApi = <T>(tensor: tf.Tensor): T => tensor as unknown as T;
/** The detector's input square (a multiple of 32) for the first look, and the least score a face needs. */
const INPUT_SIZE = 416;
const MIN_SCORE = 0.5;

// face-api asks its environment for canvases; a worker has only OffscreenCanvas (and no images or videos: tensors are passed).
const unavailable = () => {
  throw new Error('not in a worker');
};
faceapi.env.setEnv({
  Canvas: OffscreenCanvas as unknown as typeof HTMLCanvasElement,
  CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D as unknown as typeof CanvasRenderingContext2D,
  Image: class {} as unknown as typeof HTMLImageElement,
  ImageData,
  Video: class {} as unknown as typeof HTMLVideoElement,
  createCanvasElement: () => new OffscreenCanvas(1, 1) as unknown as HTMLCanvasElement,
  createImageElement: unavailable,
  createVideoElement: unavailable,
  fetch: (input: RequestInfo, init?: RequestInit) => fetch(input, init),
  readFile: unavailable,
});

async function loadWeights(net: { loadFromWeightMap(map: faceapi.tf.NamedTensorMap): void }, manifestUrl: string, weightsUrl: string) {
  const [manifest, weights] = await Promise.all([
    fetch(manifestUrl).then((response) => response.json() as Promise<Array<{ weights: tf.io.WeightsManifestEntry[] }>>),
    fetch(weightsUrl).then((response) => response.arrayBuffer()),
  ]);
  const map = tf.io.decodeWeights(
    weights,
    manifest.flatMap((group) => group.weights),
  );
  net.loadFromWeightMap(map as unknown as faceapi.tf.NamedTensorMap);
}

let loading: Promise<string> | null = null;

/** The backend (WebAssembly, else the CPU one) and both networks' weights, once. */
function load(): Promise<string> {
  loading ??= (async () => {
    const backend = await readyBackend();
    if (backend === null) throw new Error('no TensorFlow.js backend starts here');
    await Promise.all([
      loadWeights(faceapi.nets.tinyFaceDetector, detectorManifestUrl, detectorWeightsUrl),
      loadWeights(faceapi.nets.faceLandmark68Net, landmarksManifestUrl, landmarksWeightsUrl),
    ]);
    return backend;
  })();
  loading.catch(() => (loading = null));
  return loading;
}

const mean = (points: Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

/**
 * The faces in a picked file, looked for in turn until some are found (decision 0086): a 640 px copy at the
 * detector's 416 px input (fast, most photos); the same copy at 320 (a face filling the photo); in a large
 * photo, a 1024 px copy at 608 (a face a fifteenth of the photo across); then a closer look at each quarter of
 * it, overlapping, at 1024 px and 608 (a person photographed from far away, a thirtieth across). Each look only
 * when the ones before found nobody: a photo with a face costs what it did. Where the faces found are all narrower
 * than a third of the photo (a group, a poster), the 1024 px look too, for the faces beside them (decision 0089).
 */
async function detect(file: Blob): Promise<FaceLandmarks[]> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return await withCrowns(bitmap, await confirmed(bitmap, await look(bitmap)));
  } finally {
    bitmap.close();
  }
}

/** The looks of `detect`, in turn, until faces are found. */
async function look(bitmap: ImageBitmap): Promise<FaceLandmarks[]> {
  const whole = { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
  const large = Math.max(bitmap.width, bitmap.height) >= 2 * DETECT_SIDE;
  for (const inputSize of [INPUT_SIZE, LARGE_FACE_INPUT_SIZE]) {
    const faces = await search(bitmap, whole, DETECT_SIDE, inputSize);
    if (faces.length === 0) continue;
    // Only smaller faces (a group, a poster, a half-length photo): others may have been missed at this size, so the closer
    // look too; not on the plain JavaScript backend, where it would take many seconds.
    if (!large || tf.getBackend() === 'cpu' || Math.max(...faces.map((face) => face.box.width)) >= GROUP_FACE_SHARE) return faces;
    return distinctFaces([...faces, ...(await search(bitmap, whole, CLOSER_SIDE, CLOSER_INPUT_SIZE))]);
  }
  if (!large) return [];
  const closer = await search(bitmap, whole, CLOSER_SIDE, CLOSER_INPUT_SIZE);
  if (closer.length > 0) return closer;
  const found: FaceLandmarks[] = [];
  for (const part of quarters(bitmap)) found.push(...(await search(bitmap, part, CLOSER_SIDE, CLOSER_INPUT_SIZE)));
  return distinctFaces(found);
}

/** The cut a face is confirmed in: its box's larger side times this, around the box's middle. */
const CONFIRM_CONTEXT = 2.2;
/** The confirming look's copy side and the detector's input there. */
const CONFIRM_SIDE = 256;
const CONFIRM_INPUT_SIZE = 224;

/**
 * Of several faces, those the detector finds again when it looks at each alone, in a cut around it from the
 * photo's own pixels (decision 0089): the tiny detector, looking at a whole photo, sometimes takes a patch
 * of clothing below a small face for a face, and the largest face, which the frame goes to, can be such a
 * patch. A face found again (its middle inside the first box, its size within half to twice it) is kept. One
 * face is not questioned, and if none is found again all are kept: nothing found before is lost.
 */
async function confirmed(bitmap: ImageBitmap, faces: FaceLandmarks[]): Promise<FaceLandmarks[]> {
  if (faces.length < 2) return faces;
  const kept: FaceLandmarks[] = [];
  for (const face of faces) {
    const box = {
      x: face.box.left * bitmap.width,
      y: face.box.top * bitmap.height,
      width: face.box.width * bitmap.width,
      height: face.box.height * bitmap.height,
    };
    const side = Math.max(box.width, box.height) * CONFIRM_CONTEXT;
    const region = { x: box.x + box.width / 2 - side / 2, y: box.y + box.height / 2 - side / 2, width: side, height: side };
    const again = await boxesIn(bitmap, region, CONFIRM_SIDE, CONFIRM_INPUT_SIZE);
    const same = again.some((other) => {
      const middle = { x: other.x + other.width / 2, y: other.y + other.height / 2 };
      const inside = middle.x >= box.x && middle.x <= box.x + box.width && middle.y >= box.y && middle.y <= box.y + box.height;
      const ratio = other.width / box.width;
      return inside && ratio >= 0.5 && ratio <= 2;
    });
    if (same) kept.push(face);
  }
  return kept.length > 0 ? kept : faces;
}

/** The face boxes (no landmarks) in `region` of the photo (which may reach past it: white there), looked at in a copy `side` px long; in the photo's pixels. */
async function boxesIn(bitmap: ImageBitmap, region: Region, side: number, inputSize: number): Promise<Region[]> {
  const { input, width } = regionInput(bitmap, region, side, true);
  try {
    const found = await faceapi.detectAllFaces(
      forFaceApi<faceapi.tf.Tensor3D>(input),
      new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: MIN_SCORE }),
    );
    const k = region.width / width;
    return found.map(({ box }) => ({ x: region.x + box.x * k, y: region.y + box.y * k, width: box.width * k, height: box.height * k }));
  } finally {
    input.dispose();
  }
}

/**
 * A large photo whose largest face found is narrower than this share of it is looked at closer too, for faces
 * beside it that the 640 px look missed: a poster of six faces a quarter of its width across each gave one
 * (decision 0089). A selfie's face is wider, and costs nothing more.
 */
const GROUP_FACE_SHARE = 1 / 3;
/** The detector's input for a face that fills the photo (a smaller input sees a larger face whole). */
const LARGE_FACE_INPUT_SIZE = 320;
/** The second, closer look: its copy's long side and the detector's input. */
const CLOSER_SIDE = 1024;
const CLOSER_INPUT_SIZE = 608;
/** How much neighbouring quarters overlap, as a share of the photo's side: a face on a border is whole in one of them. */
const QUARTER_OVERLAP = 0.15;

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The photo's four quarters, each reaching QUARTER_OVERLAP into its neighbours. */
function quarters(image: { width: number; height: number }): Region[] {
  const width = Math.round(image.width * (0.5 + QUARTER_OVERLAP / 2));
  const height = Math.round(image.height * (0.5 + QUARTER_OVERLAP / 2));
  return [
    { x: 0, y: 0 },
    { x: image.width - width, y: 0 },
    { x: 0, y: image.height - height },
    { x: image.width - width, y: image.height - height },
  ].map((at) => ({ ...at, width, height }));
}

/** One face per place: of faces found twice (in two overlapping quarters), the larger box is kept. */
function distinctFaces(faces: FaceLandmarks[]): FaceLandmarks[] {
  const area = (f: FaceLandmarks) => f.box.width * f.box.height;
  const overlap = (a: FaceLandmarks['box'], b: FaceLandmarks['box']) => {
    const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
    const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
    return w > 0 && h > 0 ? (w * h) / Math.min(a.width * a.height, b.width * b.height) : 0;
  };
  const kept: FaceLandmarks[] = [];
  for (const face of [...faces].sort((a, b) => area(b) - area(a))) if (!kept.some((k) => overlap(k.box, face.box) > 0.5)) kept.push(face);
  return kept;
}

/**
 * `region` of the photo (white where it reaches past the photo) drawn into a copy `side` px long, as the
 * detector's input: never larger than the photo's own pixels unless `enlarge` (a small face's cut).
 */
function regionInput(bitmap: ImageBitmap, region: Region, side: number, enlarge: boolean) {
  const fit = side / Math.max(region.width, region.height);
  const scale = enlarge ? fit : Math.min(1, fit);
  const width = Math.max(1, Math.round(region.width * scale));
  const height = Math.max(1, Math.round(region.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, region.x, region.y, region.width, region.height, 0, 0, width, height);
  return { input: tf.browser.fromPixels(context.getImageData(0, 0, width, height)), width, height };
}

/** The faces in `region` of the photo (all of it, or a quarter), looked at in a copy `side` px long at the detector's `inputSize`; in shares of the whole photo. */
async function search(bitmap: ImageBitmap, region: Region, side: number, inputSize: number): Promise<FaceLandmarks[]> {
  const { input, width, height } = regionInput(bitmap, region, side, false);
  try {
    const found = await faceapi
      .detectAllFaces(forFaceApi<faceapi.tf.Tensor3D>(input), new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: MIN_SCORE }))
      .withFaceLandmarks();
    // The copy's pixels in the photo's, and the photo's as shares of it.
    const kx = region.width / width;
    const ky = region.height / height;
    const inPhoto = (p: Point): Point => ({ x: region.x + p.x * kx, y: region.y + p.y * ky });
    const share = (p: Point): Point => ({ x: p.x / bitmap.width, y: p.y / bitmap.height });
    const faces: FaceLandmarks[] = [];
    for (const { detection, landmarks } of found) {
      const copyBox = detection.box;
      const corner = inPhoto(copyBox);
      const box = { x: corner.x, y: corner.y, width: copyBox.width * kx, height: copyBox.height * ky };
      const small = Math.max(copyBox.width, copyBox.height) < SHARP_FACE_SIDE && Math.max(kx, ky) > 1.25;
      const found = landmarks.positions.map(inPhoto);
      const levelled = await levelledLandmarks(bitmap, box, found, small);
      const points = levelled ?? found;
      // No level reading, no second one: the same cut would be drawn and read again for the same nothing.
      const tiltConfirmed = levelled !== null && (await confirmsTilt(bitmap, box, points, small));
      faces.push({
        box: { left: box.x / bitmap.width, top: box.y / bitmap.height, width: box.width / bitmap.width, height: box.height / bitmap.height },
        // iBUG 68 points: 36–41 the eye on the photo's left, 42–47 the other, 8 the chin, 0 and 16 the jaw at ear height.
        leftEye: share(mean(points.slice(36, 42))),
        rightEye: share(mean(points.slice(42, 48))),
        chin: share(points[8]!),
        jawLeft: share(points[0]!),
        jawRight: share(points[16]!),
        // 30 the nose's tip: with the jaw points, how far the face is turned (decision 0100).
        noseTip: share(points[30]!),
        ...(tiltConfirmed ? { tiltConfirmed } : {}),
      });
    }
    return faces;
  } finally {
    input.dispose();
  }
}

/** Past this tilt (degrees) the landmarks are found again on the face turned upright, where the model is surer. */
const RELEVEL_TILT = 2;
/** Past this tilt (degrees) the face is cut out wider before it is turned upright. */
const TILTED_CUT_DEGREES = 10;
/**
 * A face smaller than this (px) in the searched copy is measured again from the photo's own pixels: the
 * landmark model reads a 112 px face, and a face of 80 px in the copy read a 2.7° tilt as 0.5° (decision 0089).
 */
const SHARP_FACE_SIDE = 160;
/** The largest cut the landmarks are measured again in, px: more than the model's input, no more. */
const CUT_SIDE = 256;

/** The eye line's tilt of 68 points, radians. */
const tiltOf = (points: Point[]) => {
  const left = mean(points.slice(36, 42));
  const right = mean(points.slice(42, 48));
  return Math.atan2(right.y - left.y, right.x - left.x);
};
/** A second reading past ±15° confirms the first when the two tilts differ by no more than this (degrees). */
const TILT_CONFIRM_DEGREES = 2;

/**
 * Whether a tilt past ±15° (TILTED_HEAD_DEGREES) holds when read once more (decision 0101): the points given are
 * already levelledLandmarks' reading; the face is cut out again turned level by their tilt, its landmarks found
 * there and turned back. A right reading finds the face level in that cut and gives the same tilt; a wrong one
 * (a head turned 20° once read as 40°) does not.
 */
async function confirmsTilt(photo: ImageBitmap, box: Region, points: Point[], small: boolean): Promise<boolean> {
  const tilt = tiltOf(points);
  if (Math.abs(tilt) <= (TILTED_HEAD_DEGREES * Math.PI) / 180) return false;
  const again = await levelledLandmarks(photo, box, points, small);
  return again !== null && Math.abs(tiltOf(again) - tilt) <= (TILT_CONFIRM_DEGREES * Math.PI) / 180;
}

/** A level cut (core's LevelCut) drawn from the photo, white past the photo's edges. */
function drawLevelCut(photo: ImageBitmap, { centre, tilt, zoom, side }: LevelCut, smoothing: ImageSmoothingQuality = 'low'): ImageData | null {
  const context = new OffscreenCanvas(side, side).getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = smoothing;
  context.translate(side / 2, side / 2);
  context.scale(zoom, zoom);
  context.rotate(-tilt);
  context.drawImage(photo, -centre.x, -centre.y);
  return context.getImageData(0, 0, side, side);
}

/**
 * The landmarks measured again where the first reading is unsure: a tilted face (the face box cut out of the
 * photo turned level by the first landmarks' eye line, a head tilted 8° is otherwise read a degree or more
 * short) or a face small in the searched copy (`small`: cut out of the photo at its own resolution). The 68
 * points are found in the cut and turned back. Box and points are in the photo's pixels. The first points when
 * there was nothing to measure again; null when the cut was measured and showed no face.
 */
async function levelledLandmarks(
  photo: ImageBitmap,
  box: { x: number; y: number; width: number; height: number },
  first: Point[],
  small: boolean,
): Promise<Point[] | null> {
  const measured = tiltOf(first);
  const tilted = Math.abs(measured) >= (RELEVEL_TILT * Math.PI) / 180;
  if (!tilted && !small) return first;
  const tilt = tilted ? measured : 0;
  // A box found on a tilted face is the face's upright extent only roughly: turned level, its chin can fall
  // outside. Past TILTED_CUT_DEGREES the cut is widened by the turn, so the whole face is in it (decision 0085).
  const widen = Math.abs(tilt) > (TILTED_CUT_DEGREES * Math.PI) / 180 ? Math.abs(Math.cos(tilt)) + Math.abs(Math.sin(tilt)) : 1;
  const reach = Math.max(box.width, box.height) * widen;
  const side = Math.max(1, Math.round(Math.min(reach, CUT_SIDE)));
  const cut: LevelCut = { centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 }, tilt, zoom: side / reach, side };
  const pixels = drawLevelCut(photo, cut);
  if (!pixels) return null;
  const face = tf.browser.fromPixels(pixels);
  try {
    const again = await faceapi.nets.faceLandmark68Net.detectLandmarks(forFaceApi<faceapi.tf.Tensor3D>(face));
    const levelled = Array.isArray(again) ? again[0] : again;
    return levelled ? levelled.positions.map((p) => outOfLevelCut(p, cut)) : null;
  } finally {
    face.dispose();
  }
}

/** The longest the person mask is waited for (its model's first download included), ms. */
const MASK_TIMEOUT_MS = 15_000;
/** The largest faces whose crown is measured (a group's smallest faces keep the estimate). */
const CROWN_FACES = 6;
/**
 * Each face's crown measured on a person mask (decision 0099): a square cut of the head, turned upright by the
 * eye line (core's crownCut), is separated by the selfie segmentation model (the white background's,
 * segment-person.ts), and the crown read from the mask (core's crownRowFromMask). A face whose mask says nothing keeps the estimated crown; if the model cannot run
 * here, every face is marked `maskFailed`.
 */
async function withCrowns(bitmap: ImageBitmap, faces: FaceLandmarks[]): Promise<FaceLandmarks[]> {
  const area = (face: FaceLandmarks) => face.box.width * face.box.height;
  const measured = new Set([...faces].sort((a, b) => area(b) - area(a)).slice(0, CROWN_FACES));
  const out: FaceLandmarks[] = [];
  for (const face of faces) {
    if (!measured.has(face)) {
      out.push(face);
      continue;
    }
    const top = await crownOf(bitmap, face).catch(() => 'failed' as const);
    if (top === 'failed') return faces.map((one) => ({ ...one, maskFailed: true }));
    out.push(top ? { ...face, personTop: { x: top.x / bitmap.width, y: top.y / bitmap.height } } : face);
  }
  return out;
}

/** One face's crown in the photo's pixels, null when the mask does not show it; 'failed' when the model cannot run. */
async function crownOf(bitmap: ImageBitmap, face: FaceLandmarks): Promise<Point | null | 'failed'> {
  const inPixels = (p: Point): Point => ({ x: p.x * bitmap.width, y: p.y * bitmap.height });
  const head = crownCut(
    {
      leftEye: inPixels(face.leftEye),
      rightEye: inPixels(face.rightEye),
      chin: inPixels(face.chin),
      ...(face.jawLeft && face.jawRight ? { jawLeft: inPixels(face.jawLeft), jawRight: inPixels(face.jawRight) } : {}),
    },
    MODEL_SIDE,
  );
  if (!head) return null;
  const pixels = drawLevelCut(bitmap, head.cut, 'high');
  if (!pixels) return 'failed';
  // The model's first download can stall on a bad connection: the crown is then estimated, and the dialog not held up.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const segmented = await Promise.race([
    personMask(pixels, () => undefined),
    new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), MASK_TIMEOUT_MS))),
  ]).finally(() => clearTimeout(timer));
  if (!segmented) return 'failed';
  const row = crownRowFromMask(segmented.mask, MODEL_SIDE / 2, head.halfBand, head.firstRow);
  return row === null ? null : outOfLevelCut({ x: MODEL_SIDE / 2, y: row }, head.cut);
}

scope.onmessage = (event) => {
  void answer(event.data);
};

async function answer(request: FaceDetectorRequest) {
  const { id } = request;
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    scope.postMessage({ id, kind: 'error', reason: 'unsupported-environment' });
    return;
  }
  try {
    const backend = await load();
    scope.postMessage({ id, kind: 'faces', faces: await detect(request.file), backend });
  } catch {
    scope.postMessage({ id, kind: 'error', reason: 'failed' });
  }
}
