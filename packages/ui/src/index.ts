// Skeleton: filled in by its own issue.
export const PACKAGE = '@lumen/ui';
