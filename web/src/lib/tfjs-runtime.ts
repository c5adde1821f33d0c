import '@tensorflow/tfjs-backend-cpu';
// The tensor methods (tensor.as3D(…), .toInt(), …) that face-api calls, registered as `@tensorflow/tfjs` registers them.
import '@tensorflow/tfjs-core/dist/public/chained_ops/register_all_chained_ops';

/**
 * The one TensorFlow.js of our workers (the face finder's and the white background's): tfjs-core
 * with its tensor methods, the graph-model loader, and the WebAssembly and plain JavaScript (CPU)
 * backends. face-api's build without its own TensorFlow.js (`face-api.esm-nobundle.js`) imports
 * `@tensorflow/tfjs` (not installed: its layers and data we don't use), which web/vite.config.ts
 * points here. The build makes this one file that both workers import
 * (web/vite-plugins/shared-tfjs-runtime.ts).
 */
export * from '@tensorflow/tfjs-core';
export * from '@tensorflow/tfjs-converter';
export * from '@tensorflow/tfjs-backend-wasm';
