/** Paths of the schemes directory (servicePrefixes.schemes). */
export const schemePaths = { list: '' } as const;

export const schemeLevels = ['central', 'state', 'international'] as const;
