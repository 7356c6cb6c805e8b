import type { Plugin } from 'vite';

/**
 * Lazy imports preload only the chunks their importer has not already loaded. A chunk runs once
 * all its static imports, direct and indirect, have loaded, so listing them again in the preload
 * list of a lazy import it makes fetches nothing: it only makes the list longer. The lists of every
 * lazy route sit in the app's entry, which every first page downloads.
 */
export function preloadOnlyWhatIsMissing(): Plugin {
  /** Each chunk's static imports, direct and indirect, by file name, read from the finished bundle. */
  const loadedWith = new Map<string, Set<string>>();
  return {
    name: 'marketplace:preload-only-what-is-missing',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, dependencies, { hostId }) => dependencies.filter((dependency) => !loadedWith.get(hostId)?.has(dependency)),
        },
      },
    }),
    generateBundle: {
      // Before Vite writes the preload lists, which is when it asks `resolveDependencies`.
      order: 'pre',
      handler(_options, bundle) {
        const importsOf = (fileName: string, into: Set<string>): Set<string> => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') return into;
          for (const imported of chunk.imports) {
            if (into.has(imported)) continue;
            into.add(imported);
            importsOf(imported, into);
          }
          return into;
        };
        loadedWith.clear();
        for (const fileName of Object.keys(bundle)) loadedWith.set(fileName, importsOf(fileName, new Set()));
      },
    },
  };
}
