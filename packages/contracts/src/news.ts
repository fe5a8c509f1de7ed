export const newsPaths = {
  agriculture: '/agriculture',
} as const;
