// One webpack + Module Federation recipe for the shell and every remote, so the
// sharing rules of docs/architecture.md#module-federation live in exactly one place.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { SHARED_SUBSETS, subsetAliases } = require('./shared/subsets');

const sharedUiPkg = require('../shared-ui/package.json');
const contractsPkg = require('../contracts/package.json');
const deps = sharedUiPkg.dependencies;

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/** Dev-server ports of the remotes (`npm run dev`); the shell itself is on 3100. */
const REMOTE_DEV_PORTS = { catalog: 3101, inventory: 3102, production: 3103, requests: 3104, account: 3105 };

function singleton(version) {
  return { singleton: true, requiredVersion: version, strictVersion: false };
}

/**
 * A workspace package shared across releases: one copy for the whole suite (the shell's), with the
 * version this build was made against, which the remote's mf-manifest.json declares. The shell
 * mounts a remote only when those majors equal its own (shell/src/remotes/compatibility.ts);
 * within a major any minor is accepted, so a remote one minor ahead or behind raises no warning.
 */
function workspacePackage(version) {
  return { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, strictVersion: false, version };
}

/**
 * What every app shares (docs/architecture.md#module-federation). `--env sharedUiVersion=2.0.0`
 * overrides the shared-ui version this build says it was made against: the release a team would
 * make against another shared-ui (the browser suite rehearses one a major ahead and one a minor
 * ahead).
 */
/**
 * Every entry a workspace package exports (`.`, `./core`, `./client`) shared under its own key with
 * the package's one version; the entries under `./src/` are for tests.
 */
function workspaceParts(pkg, version) {
  return Object.fromEntries(
    Object.keys(pkg.exports)
      .filter((entry) => !entry.startsWith('./src/'))
      .map((entry) => [`${pkg.name}${entry.slice(1)}`, workspacePackage(version)]),
  );
}

/**
 * The router, shared by subset (config/shared/README.md): one module of the names the apps use in
 * place of the whole package, under the package's key; a file, whose version webpack cannot read
 * from a package.json. antd is not shared on its own: shared-ui's antd part draws it.
 */
function subsetSharing() {
  return Object.fromEntries(SHARED_SUBSETS.map((pkg) => [pkg, { ...singleton(deps[pkg]), version: deps[pkg] }]));
}

/**
 * Parts built on libraries the suite does not share on their own (antd for the antd part, its form
 * engine for the forms part) come from one build, the shell's: a remote in production consumes
 * them and provides no copy of its own, which a remote one version ahead would otherwise win with.
 */
const SHELL_PROVIDED_PARTS = ['@agrocadena/shared-ui/forms', '@agrocadena/shared-ui/antd-forms'];

function sharedModules(declared = {}, { consumeOnly = false } = {}) {
  // Trailing-slash keys share subpaths such as react-dom/client and react/jsx-runtime.
  return {
    react: singleton(deps.react),
    'react/': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/': singleton(deps['react-dom']),
    ...subsetSharing(),
    // @ant-design/icons is deliberately not shared: a shared package root sends every browser the
    // whole icon set (~190 KiB gzip), and sharing by subpath splits antd's own icons into dozens of
    // requests. Each app bundles the few icons it imports one by one
    // (`import HomeOutlined from '@ant-design/icons/HomeOutlined'`); icons hold no state to share.
    dayjs: singleton(deps.dayjs),
    i18next: singleton(deps.i18next),
    'react-i18next': singleton(deps['react-i18next']),
    zustand: singleton(deps.zustand),
    // One query cache for the whole suite: a write in one remote invalidates what another shows.
    '@tanstack/react-query': singleton(deps['@tanstack/react-query']),
    // shared-ui and the contract, each part on its own: the antd-free and TypeBox-free `/core` parts
    // are what the public pages load, and the contract's `/client` route map is all the browser takes of it.
    ...workspaceParts(sharedUiPkg, declared.sharedUiVersion ?? sharedUiPkg.version),
    ...workspaceParts(contractsPkg, contractsPkg.version),
    ...(consumeOnly
      ? Object.fromEntries(
          SHELL_PROVIDED_PARTS.map((part) => [part, { ...workspacePackage(declared.sharedUiVersion ?? sharedUiPkg.version), import: false }]),
        )
      : {}),
  };
}

/**
 * A remote's exposes from its page manifest src/pages.json, the one list of its pages (its dev
 * harness reads it too, and a shell test checks it against the route table; PageManifestEntry in
 * shared-ui's dev harness): './UserProductsPage' → './src/pages/user-products-page.tsx'.
 * @param {{ expose: string, file: string }[]} pages
 */
function exposesOf(pages) {
  return Object.fromEntries(pages.map((page) => [`./${page.expose}`, `./src/pages/${page.file}`]));
}

/**
 * The remote's mf-manifest.json, with each page's first reads (pages.json `reads`) under
 * `metaData.firstReads` (expose → URL templates): the shell starts them beside the page's code the
 * first time the page opens (shell/src/remotes/first-reads.ts).
 * @param {{ expose: string, reads?: string[] }[]} pages
 */
function manifestOf(pages) {
  const firstReads = Object.fromEntries(pages.filter((page) => page.reads?.length).map((page) => [page.expose, page.reads]));
  if (Object.keys(firstReads).length === 0) return true;
  return {
    additionalData: ({ stats }) => {
      stats.metaData = { ...stats.metaData, firstReads };
      return stats;
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir        the app folder (__dirname of its webpack.config.js)
 * @param {string} o.name       federation name ('shell', 'account', …)
 * @param {number} o.port       dev-server port
 * @param {{ expose: string, file: string, reads?: string[] }[]} [o.pages]  a remote's page manifest, `require('./src/pages.json')`
 * @param {string} [o.title]
 */
function createConfig({ dir, name, port, pages = [], title = 'AgroCadena' }) {
  const isShell = name === 'shell';
  const exposes = exposesOf(pages);
  return (env = {}, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      context: dir,
      entry: path.join(dir, 'src/index.ts'),
      output: {
        path: path.join(dir, 'dist'),
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: isShell ? '/' : 'auto',
        uniqueName: name,
        // Chunks load as CORS requests (remote hosts send Access-Control-Allow-Origin): a remote on
        // another host then gives the service worker answers it can check and keep for offline use.
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // The router: the names the apps use, shared in place of the whole package (shared/README.md).
        alias: subsetAliases(),
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            // Type checking is `tsc -b`'s job; the bundler only transpiles.
            options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.webpack.json') },
          },
          // The suite's CSS travels inside its scripts (style-loader): minified first, so a phone
          // does not download its comments and indentation (~25% of what the landing page fetched).
          {
            test: /\.css$/,
            use: ['style-loader', { loader: 'css-loader', options: { importLoaders: 1 } }, { loader: 'esbuild-loader', options: { minify: true } }],
          },
          { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          // A remote's dev server runs alone (its dev harness) and brings every part itself.
          shared: sharedModules(env, { consumeOnly: production && !isShell }),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: manifestOf(pages),
          // One federation runtime for the suite, the shell's: a remote's entry does not carry its own
          // copy (25 KB of the 39 a menu click loaded). Production builds only: a remote's dev
          // server runs on its own, as its dev harness, and brings its runtime. The runtime is built
          // for the browser only (target 'web': no code for loading remotes in Node.js, 2.4 KB less
          // on every first visit).
          experiments: production
            ? { ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } }
            : {},
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          publicPath: '/',
        }),
        ...(isShell ? [new CopyWebpackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] })] : []),
        // The shell's service worker (shell/sw/): what a person opened keeps working offline.
        // Nothing is precached (a phone downloads only what its user opens), so no asset is listed.
        ...(isShell && production
          ? [new InjectManifest({ swSrc: path.join(dir, 'sw/service-worker.ts'), swDest: 'sw.js', exclude: [/./], compileSrc: true })]
          : []),
        // Compressed once at build time, served as-is by the API's static handler (preCompressed):
        // farm phones on weak links get a quarter of the bytes at no CPU cost per request.
        ...(production
          ? [
              new CompressionPlugin({ test: COMPRESSIBLE, threshold: 1024, algorithm: 'gzip', filename: '[path][base].gz' }),
              new CompressionPlugin({
                test: COMPRESSIBLE,
                threshold: 1024,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          // API_URL: the API this dev server talks to, the local one by default or a deployed one
          // (`API_URL=https://staging.agrocadena.example npm run dev -w mf-inventory`), whose host
          // name the request then carries.
          { context: ['/api'], target: process.env.API_URL || 'http://localhost:3000', changeOrigin: true },
          // In development the shell reaches each remote's dev server under the same
          // /remotes/<name>/ path that production serves, so remotes.json stays the same.
          ...(isShell
            ? Object.entries(REMOTE_DEV_PORTS).map(([remote, remotePort]) => ({
                context: [`/remotes/${remote}`],
                target: `http://localhost:${remotePort}`,
                pathRewrite: { [`^/remotes/${remote}`]: '' },
              }))
            : []),
        ],
      },
    };
  };
}

module.exports = { createConfig, sharedModules, REMOTE_DEV_PORTS };
