export const balance = 0;
