export const PACKAGE = '@lumen/domain';
