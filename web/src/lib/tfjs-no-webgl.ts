/**
 * What face-api's build without TensorFlow.js gets for `@tensorflow/tfjs-backend-webgl` (web/vite.config.ts):
 * nothing. Our workers run on WebAssembly or the CPU backend (tfjs-runtime.ts); that package is not installed.
 */
export {};
