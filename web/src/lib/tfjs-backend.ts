// The WebAssembly files are served from our own origin (Vite copies them into web/dist/assets, hashed).
import plainWasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import simdWasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import * as tf from './tfjs-runtime';

let choosing: Promise<string | null> | null = null;

/**
 * The backend of a worker's TensorFlow.js, set once for both of its models (the face finder's worker runs the
 * segmentation for the crown as well): WebAssembly, else the plain JavaScript one where WebAssembly can't run
 * (slower, same results). Null when neither starts; asked again, it tries again.
 */
export function readyBackend(): Promise<string | null> {
  choosing ??= (async () => {
    try {
      // No threads: they need a cross-origin isolated page, which ours is not; the SIMD build is used instead.
      tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
      tf.setWasmPaths({
        'tfjs-backend-wasm.wasm': plainWasmUrl,
        'tfjs-backend-wasm-simd.wasm': simdWasmUrl,
        'tfjs-backend-wasm-threaded-simd.wasm': simdWasmUrl,
      });
    } catch {
      // Set already by an earlier try that failed (WebAssembly can't be set up twice): the JavaScript backend is left.
    }
    for (const backend of ['wasm', 'cpu']) {
      try {
        if (await tf.setBackend(backend)) {
          await tf.ready();
          return backend;
        }
      } catch {
        // The next backend.
      }
    }
    return null;
  })();
  void choosing.then((backend) => {
    if (backend === null) choosing = null;
  });
  return choosing;
}
