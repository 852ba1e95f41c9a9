// The cold-load measurement of `npm run bench` (scripts/bench/functionsColdLoad.mjs), typed for the
// functions' tests. That module is plain JavaScript, which this project does not type-check, so its
// JSDoc types are restated here; the bench and the tests then share one measurement.

export interface DeployedEntry {
  /** Absolute path of the built entry (the package's main). */
  entry: string;
  /** The folder laid out as deployed: package.json, the entry, node_modules. */
  dir: string;
  remove: () => Promise<void>;
}

export interface EntryProbe {
  /** How long the import took. */
  wallMs: number;
  /** The CPU time the process spent on the import. */
  cpuMs: number;
  exports: string[];
  /** Per exported function, as it deploys; null when not configured. */
  minInstances: Record<string, number | null>;
  /** The lazily loaded SDKs the import loaded (only with listModules). */
  sdksLoaded: string[];
}

interface ColdLoadBench {
  COLD_LOAD_LIMIT_MS: number;
  COLD_LOAD_RUNS: number;
  ORDER_MIN_INSTANCES: number;
  LAZY_SDKS: Record<string, string>;
  buildDeployedEntry: () => Promise<DeployedEntry>;
  probeEntry: (modulePath: string, options?: { listModules?: boolean }) => Promise<EntryProbe>;
  measureColdLoad: (
    modulePath: string,
  ) => Promise<{ medianMs: number; runs: { wallMs: number; cpuMs: number }[] }>;
}

const benchModule = new URL('../../../scripts/bench/functionsColdLoad.mjs', import.meta.url);

export const {
  COLD_LOAD_LIMIT_MS,
  COLD_LOAD_RUNS,
  ORDER_MIN_INSTANCES,
  LAZY_SDKS,
  buildDeployedEntry,
  probeEntry,
  measureColdLoad,
} = (await import(benchModule.href)) as ColdLoadBench;
