// Jest cannot require() ESM. The root @fastify/static (used by @fastify/swagger-ui) needs
// content-disposition 3, which is ESM-only and exposes `create`; the api's own @fastify/static
// uses the CommonJS content-disposition 1 (a function). Under jest both get this bridge over v1,
// whose function has the same meaning as v3's create().
const v1 = require('content-disposition-cjs');

function contentDisposition(filename, options) {
  return v1(filename, options);
}
contentDisposition.create = contentDisposition;
contentDisposition.parse = v1.parse;
module.exports = contentDisposition;
