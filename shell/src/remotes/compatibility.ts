import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteIncompatibleError } from './remote-errors';

/**
 * The packages a remote and the shell must agree on to run together: the shared-ui singleton the
 * remote renders with, and the contract its API calls are made in. A remote declares the versions
 * it was built against in its mf-manifest.json (`shared`); the shell mounts it only when each major
 * equals its own — a minor ahead or behind is compatible by the rules of docs/releases.md.
 */
export const RELEASE_PACKAGES = ['@agrocadena/shared-ui', '@agrocadena/contracts'] as const;

export interface DeclaredPackage {
  name: string;
  version: string;
}

/** A package and its halves shared under their own keys (`@agrocadena/contracts/client`…) carry one version. */
const isPartOf = (shareKey: string, name: string) => shareKey === name || shareKey.startsWith(`${name}/`);

const majorOf = (version: string): string | null => /^\s*v?(\d+)\./.exec(version)?.[1] ?? null;

/** Why a remote declaring `remote` cannot run beside a shell built with `shell` (name → version); [] when it can. */
export function incompatibilities(remote: readonly DeclaredPackage[], shell: Readonly<Record<string, string>>): string[] {
  const reasons: string[] = [];
  for (const name of RELEASE_PACKAGES) {
    const declared = remote.find((p) => isPartOf(p.name, name))?.version;
    const own = shell[name];
    if (!declared || !own) continue;
    if (majorOf(declared) !== majorOf(own)) reasons.push(`built against ${name} ${declared}, this shell runs ${own}`);
  }
  return reasons;
}

type FederationHost = Parameters<NonNullable<ModuleFederationRuntimePlugin['afterLoadManifest']>>[0]['origin'];

/** The versions the shell itself was built with, as it registered them with the federation runtime. */
function ownVersions(host: FederationHost): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of RELEASE_PACKAGES) {
    const own = Object.entries(host.options.shared)
      .filter(([shareKey]) => isPartOf(shareKey, name))
      .flatMap(([, shares]) => shares)
      .find((share) => share.from === host.options.name);
    if (own?.version) versions[name] = own.version;
  }
  return versions;
}

/**
 * A federation runtime plugin: reads each remote's manifest as it arrives (the runtime fetches it
 * anyway) and refuses the remote before its entry is loaded when it was built against another major
 * of a release package. The reason goes to the console for whoever looks into a refused section.
 */
export function compatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'agrocadena-release-compatibility',
    afterLoadManifest({ manifestJson, moduleInfo, origin }) {
      if (!manifestJson) return;
      const reasons = incompatibilities(manifestJson.shared ?? [], ownVersions(origin));
      if (reasons.length === 0) return;
      const message = `remote "${moduleInfo.name}" not mounted: ${reasons.join('; ')}`;
      console.error(`[shell] ${message}`);
      throw new RemoteIncompatibleError(message);
    },
  };
}
