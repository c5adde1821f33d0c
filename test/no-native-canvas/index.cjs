'use strict';
// pdf.js in Node asks this package for DOMMatrix, ImageData and Path2D when its module loads, and
// builds one identity DOMMatrix then. Our Node tests read operator lists and never render, so that
// identity matrix is all they get; anything that would draw fails loudly instead of drawing wrong
// (docs/decisions/0088-install-what-serves.md).
const noRendering = (what) => new Error(`${what}: the Node tests read PDFs and never render them (test/no-native-canvas)`);

class DOMMatrix {
  constructor(init) {
    if (init !== undefined) throw noRendering('DOMMatrix(init)');
    Object.assign(this, { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0, is2D: true, isIdentity: true });
  }
}
for (const method of [
  'multiply',
  'multiplySelf',
  'preMultiplySelf',
  'invertSelf',
  'inverse',
  'scale',
  'scaleSelf',
  'translate',
  'translateSelf',
  'transformPoint',
]) {
  DOMMatrix.prototype[method] = function () {
    throw noRendering(`DOMMatrix.${method}`);
  };
}
class ImageData {
  constructor() {
    throw noRendering('ImageData');
  }
}
class Path2D {
  constructor() {
    throw noRendering('Path2D');
  }
}

module.exports = { DOMMatrix, ImageData, Path2D };
