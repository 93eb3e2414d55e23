// Module resolution hook for a RawEx checkout: a workspace package's "source" export (its
// TypeScript) wins over its built one, which exists only once the package is packed. Other
// packages resolve as usual (some publish a "source" export of their own).
export async function resolve(specifier, context, nextResolve) {
  if (!specifier.startsWith('@rawex/')) return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'source'] });
}
